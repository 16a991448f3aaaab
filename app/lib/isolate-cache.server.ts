// A value kept per isolate (and per D1 binding) for a while: catalogue reads that every page needs
// and that change only with a deployment or the popularity job. A failed read is not kept.

export function cachedPerDatabase<T>(ttlMs: number, read: (db: D1Database) => Promise<T>) {
  const cache = new WeakMap<D1Database, { at: number; value: Promise<T> }>();
  return (db: D1Database, now = Date.now()): Promise<T> => {
    const hit = cache.get(db);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const entry = { at: now, value: read(db) };
    entry.value.catch(() => {
      if (cache.get(db) === entry) cache.delete(db);
    });
    cache.set(db, entry);
    return entry.value;
  };
}
