// Resolves the config of a request's host: KV `domain:<host>`, else KV `domain:default`, else the
// default shipped in domains/default.json. A missing or invalid config is logged and falls back;
// it never fails the page. Reads are kept per isolate for a minute (KV's own cache TTL too).
import { z } from 'zod';
import shippedDefault from '../../domains/default.json';
import { readThrough, type Slot } from '#app/lib/isolate-cache.server.ts';
import { domainConfigSchema, domainKey, type DomainConfig } from './config';

export type ConfigSource = 'host' | 'default' | 'built-in';
export type ResolvedDomainConfig = { config: DomainConfig; source: ConfigSource; key: string | null; problems: string[] };

export const BUILT_IN_CONFIG: DomainConfig = domainConfigSchema.parse(shippedDefault);

const TTL_MS = 60_000;
// any Host header reaches the Worker: the cache is bounded, oldest entry out first
const MAX_HOSTS = 256;
const slots = new Map<string, Slot<ResolvedDomainConfig>>();

async function read(kv: KVNamespace, key: string): Promise<{ config: DomainConfig | null; problem: string | null }> {
  let raw: unknown;
  try {
    raw = await kv.get(key, { type: 'json', cacheTtl: 60 });
  } catch (error) {
    return { config: null, problem: `${key}: could not be read (${error instanceof Error ? error.message : 'error'})` };
  }
  if (raw === null) return { config: null, problem: null };
  const parsed = domainConfigSchema.safeParse(raw);
  if (parsed.success) return { config: parsed.data, problem: null };
  return { config: null, problem: `${key}: invalid: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}` };
}

async function resolve(kv: KVNamespace, host: string | null): Promise<ResolvedDomainConfig> {
  const problems: string[] = [];
  if (host) {
    const own = await read(kv, domainKey(host));
    if (own.config) return { config: own.config, source: 'host', key: domainKey(host), problems };
    if (own.problem) problems.push(own.problem);
  }
  const fallback = await read(kv, domainKey('default'));
  if (fallback.problem) problems.push(fallback.problem);
  const result: ResolvedDomainConfig = fallback.config
    ? { config: fallback.config, source: 'default', key: domainKey('default'), problems }
    : { config: BUILT_IN_CONFIG, source: 'built-in', key: null, problems };
  if (problems.length) console.warn(JSON.stringify({ message: 'domain config fallback', host, source: result.source, problems }));
  return result;
}

export function resolveDomainConfig(kv: KVNamespace, host: string | null, now = Date.now()): Promise<ResolvedDomainConfig> {
  const key = host ?? '';
  let slot = slots.get(key);
  if (!slot) {
    if (slots.size >= MAX_HOSTS) slots.delete(slots.keys().next().value as string);
    slots.set(key, (slot = {}));
  }
  return readThrough(slot, TTL_MS, () => resolve(kv, host), now);
}

/** Forget cached configs (tests, and an operator's local `domain put`). */
export function clearDomainConfigCache(): void {
  slots.clear();
}
