// Bindings that exist only in the workers test project (vitest.config.ts).
declare global {
  namespace Cloudflare {
    interface Env {
      /** where the seeded database's dump and the seed are served once per run (seeded-database-setup.ts) */
      TEST_DATA_ORIGIN: string;
      /** a small origin on 127.0.0.1 standing in for an operator's own backend (upstream-server.ts) */
      UPSTREAM_ORIGIN: string;
      /** the private key of the stand-in Access team, a JWK as JSON (access-keys.ts) */
      ACCESS_TEST_KEY: string;
    }
  }
}

export {};
