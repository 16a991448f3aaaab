// Bindings that exist only in the workers test project (vitest.config.ts).
import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
      /** a small origin on 127.0.0.1 standing in for an operator's own backend (upstream-server.ts) */
      UPSTREAM_ORIGIN: string;
    }
  }
}

export {};
