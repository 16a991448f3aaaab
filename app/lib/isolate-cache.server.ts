// Values kept per isolate for a while: catalogue reads every page needs, domain configs, the cache
// generation. An isolate serves many requests at once, and workerd ties I/O to the request that
// started it: a read still in flight, shared with another request, can fail there ("Cannot perform
// I/O on behalf of a different request") or never settle once its own request has ended. So only
// settled values are shared: on a miss each request reads for itself, and once a value has expired
// one request refreshes it while the others keep using the old one (for a few seconds at most). A
// failed refresh keeps the old value; a failed first read is the caller's error.

/**
 * How long a value read from the catalogue is kept: it changes only when the catalogue is imported
 * again (the seed), and pages in the edge cache are older than this anyway.
 */
export const CATALOGUE_KEPT_MS = 5 * 60_000;

/** How long others keep using an expired value while one request refreshes it. */
const REFRESH_GRACE_MS = 5_000;

export type Slot<T> = { kept?: { value: T; at: number }; refreshingSince?: number };

export function readThrough<T>(slot: Slot<T>, ttlMs: number, read: () => Promise<T>, now = Date.now()): Promise<T> {
  const { kept } = slot;
  if (kept && now - kept.at < ttlMs) return Promise.resolve(kept.value);
  if (kept && slot.refreshingSince !== undefined && now - slot.refreshingSince < REFRESH_GRACE_MS) return Promise.resolve(kept.value);
  if (kept) slot.refreshingSince = now;
  return read().then(
    (value) => {
      slot.kept = { value, at: now };
      slot.refreshingSince = undefined;
      return value;
    },
    (error: unknown) => {
      slot.refreshingSince = undefined;
      if (kept) return kept.value;
      throw error;
    },
  );
}

/** A read kept per D1 binding (tests and fault injection give other bindings their own). */
export function cachedPerDatabase<T, Db extends object>(ttlMs: number, read: (db: Db) => Promise<T>) {
  const kept = keptPerKey<T>(ttlMs, 1);
  return (db: Db, now = Date.now()): Promise<T> => kept.read(db, '', () => read(db), now);
}

/**
 * The edge cache's generation as the isolate last saw it (edge-cache/generation.server.ts). Emptying
 * the edge cache, as after a catalogue import, writes a new one: the values kept from D1 go with it.
 */
let generation: string | undefined;
export function seeCacheGeneration(value: string): void {
  generation = value;
}

/**
 * Reads kept per D1 binding and key, for reads whose arguments vary (a domain's focus, a list's
 * filters): at most `maxKeys` keys per binding, the least recently used dropped first, so visitors
 * cannot grow an isolate's memory with new keys. A read keeps its value where it started: one still in
 * flight when the generation changes (a render under way while an import empties the edge cache) is
 * answered to its own request and dropped with the old generation's values.
 */
export function keptPerKey<T>(ttlMs: number, maxKeys: number) {
  let slots = new WeakMap<object, Map<string, Slot<T>>>();
  let keptIn = generation;
  const slotOf = (db: object, key: string): Slot<T> => {
    if (keptIn !== generation) [slots, keptIn] = [new WeakMap(), generation];
    let perKey = slots.get(db);
    if (!perKey) slots.set(db, (perKey = new Map()));
    let slot = perKey.get(key);
    if (slot) perKey.delete(key);
    else if (perKey.size >= maxKeys) perKey.delete(perKey.keys().next().value!);
    perKey.set(key, (slot ??= {}));
    return slot;
  };
  return {
    read: (db: object, key: string, read: () => Promise<T>, now = Date.now()): Promise<T> => readThrough(slotOf(db, key), ttlMs, read, now),
  };
}
