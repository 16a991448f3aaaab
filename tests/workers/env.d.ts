// Bindings that exist only in the workers test project (vitest.config.ts).
declare global {
  namespace Cloudflare {
    interface Env {
      /** the migrated, seeded database as statements (seeded-database-setup.ts) */
      TEST_DATABASE: string[];
      /** seed/cars.sql, one statement an item */
      TEST_SEED: string[];
      /** a small origin on 127.0.0.1 standing in for an operator's own backend (upstream-server.ts) */
      UPSTREAM_ORIGIN: string;
      /** the private key of the stand-in Access team, a JWK as JSON (access-keys.ts) */
      ACCESS_TEST_KEY: string;
    }
  }
}

export {};
