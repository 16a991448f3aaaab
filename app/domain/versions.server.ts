// Domain configs as the operators' console edits them, in the DOMAIN_CONFIG namespace beside what
// `npm run domain` writes: `domain:<host>` is the live config; `domain-versions:<host>` keeps the configs
// it replaced (newest first, the last 20), so a change can be seen and undone. Every write starts a new
// cache generation and forgets this isolate's copy, as the command line's put does.
import { z } from 'zod';
import { bumpCacheGeneration } from '#app/edge-cache/generation.server.ts';
import { BUILT_IN_CONFIG, clearDomainConfigCache } from './config.server';
import { domainConfigSchema, domainKey, type DomainConfig } from './config';

export const KEPT_VERSIONS = 20;

const versionsKey = (host: string) => `domain-versions:${host}`;

const versionSchema = z.object({ savedAt: z.number(), by: z.string(), config: z.unknown() });
export type DomainVersion = { savedAt: number; by: string; config: unknown };

/** The hosts with a config, `default` included, in name order. */
export async function listDomains(kv: KVNamespace): Promise<string[]> {
  const hosts: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: 'domain:', cursor });
    hosts.push(...page.keys.map((key) => key.name.slice('domain:'.length)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return hosts.sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b)));
}

/** A host's stored config as it is (it may no longer pass the schema), or null when it has none. */
export function readStoredConfig(kv: KVNamespace, host: string): Promise<unknown> {
  return kv.get(domainKey(host), { type: 'json' }).catch(() => null);
}

export async function listVersions(kv: KVNamespace, host: string): Promise<DomainVersion[]> {
  const raw = await kv.get(versionsKey(host), { type: 'json' }).catch(() => null);
  const parsed = z.array(versionSchema).safeParse(raw);
  return parsed.success ? parsed.data : [];
}

async function keepPrevious(kv: KVNamespace, host: string, by: string, now: number): Promise<void> {
  const current = await readStoredConfig(kv, host);
  if (current === null) return;
  const versions = await listVersions(kv, host);
  await kv.put(versionsKey(host), JSON.stringify([{ savedAt: now, by, config: current }, ...versions].slice(0, KEPT_VERSIONS)));
}

async function changed(kv: KVNamespace): Promise<void> {
  await bumpCacheGeneration(kv);
  clearDomainConfigCache();
}

/** Writes a checked config as the host's live one, keeping the one it replaces. */
export async function saveDomainConfig(kv: KVNamespace, host: string, config: DomainConfig, by: string, now = Date.now()): Promise<void> {
  await keepPrevious(kv, host, by, now);
  await kv.put(domainKey(host), JSON.stringify(domainConfigSchema.parse(config)));
  await changed(kv);
}

/** The config a new domain starts from: the stored default, else the one shipped with the site. */
export async function startingConfig(kv: KVNamespace): Promise<DomainConfig> {
  const parsed = domainConfigSchema.safeParse(await readStoredConfig(kv, 'default'));
  return parsed.success ? parsed.data : BUILT_IN_CONFIG;
}

/** Removes the host's config (its versions stay, the removed one first, to restore it by creating it again). */
export async function deleteDomain(kv: KVNamespace, host: string, by: string, now = Date.now()): Promise<boolean> {
  if ((await readStoredConfig(kv, host)) === null) return false;
  await keepPrevious(kv, host, by, now);
  await kv.delete(domainKey(host));
  await changed(kv);
  return true;
}
