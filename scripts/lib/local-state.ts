// A local state's D1, KV and R2 (the files `wrangler … --local --persist-to <dir>` and `npm start` use),
// reached from this process through one workerd: wrangler's getPlatformProxy with wrangler.jsonc's
// bindings. One runtime for a whole preparation instead of one wrangler process for each write.
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { root } from './run.ts';

type Statement = { bind(...values: unknown[]): Statement; run(): Promise<unknown> };

/** What a preparation writes with: the bindings' own API, as a Worker sees it. */
export type LocalBindings = {
  DB: { prepare(query: string): Statement; batch(statements: Statement[]): Promise<unknown>; exec(query: string): Promise<unknown> };
  DOMAIN_CONFIG: { put(key: string, value: string): Promise<void> };
  PHOTOS: { put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown> };
};

/** Where wrangler keeps a local state: `.wrangler/state` unless `--persist-to` names another directory. */
export const stateRoot = (stateDir?: string) => stateDir ?? join(root, '.wrangler/state');

export async function withLocalBindings<T>(stateDir: string | undefined, work: (env: LocalBindings) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: join(root, 'wrangler.jsonc'),
    persist: { path: join(stateRoot(stateDir), 'v3') },
  });
  try {
    return await work(proxy.env);
  } finally {
    await proxy.dispose();
  }
}
