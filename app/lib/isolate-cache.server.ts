// Values kept per isolate for a while: catalogue reads every page needs, domain configs, the cache
// generation. An isolate serves many requests at once, and workerd ties I/O to the request that
// started it: a read still in flight, shared with another request, can fail there ("Cannot perform
// I/O on behalf of a different request") or never settle once its own request has ended. So only
// settled values are shared: on a miss each request reads for itself, and once a value has expired
// one request refreshes it while the others keep using the old one (for a few seconds at most). A
// failed refresh keeps the old value; a failed first read is the caller's error.

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
  const slots = new WeakMap<Db, Slot<T>>();
  return (db: Db, now = Date.now()): Promise<T> => {
    let slot = slots.get(db);
    if (!slot) slots.set(db, (slot = {}));
    return readThrough(slot, ttlMs, () => read(db), now);
  };
}
