import { describe, expect, it, vi } from 'vitest';
import { cachedPerDatabase, keptPerKey, readThrough, seeCacheGeneration, type Slot } from './isolate-cache.server';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('values kept per isolate', () => {
  it('never hands one request the read another request started: on a miss each reads for itself', async () => {
    const slot: Slot<string> = {};
    const reads = [deferred<string>(), deferred<string>()];
    const read = vi.fn().mockReturnValueOnce(reads[0]!.promise).mockReturnValueOnce(reads[1]!.promise);
    const first = readThrough(slot, 60_000, read, 0);
    const second = readThrough(slot, 60_000, read, 1);
    expect(read).toHaveBeenCalledTimes(2);
    reads[0]!.resolve('a');
    reads[1]!.resolve('b');
    expect([await first, await second]).toEqual(['a', 'b']);
  });

  it('serves a kept value until it expires, then one request refreshes while the others keep the old one', async () => {
    const slot: Slot<string> = {};
    await readThrough(slot, 1_000, async () => 'old', 0);
    const read = vi.fn();
    expect(await readThrough(slot, 1_000, read, 999)).toBe('old');
    expect(read).not.toHaveBeenCalled();

    const refresh = deferred<string>();
    read.mockReturnValueOnce(refresh.promise);
    const refreshing = readThrough(slot, 1_000, read, 1_500);
    expect(await readThrough(slot, 1_000, read, 1_600)).toBe('old');
    expect(read).toHaveBeenCalledTimes(1);
    refresh.resolve('new');
    expect(await refreshing).toBe('new');
    expect(await readThrough(slot, 1_000, read, 1_700)).toBe('new');
  });

  it('keeps the old value when a refresh fails, and lets the next request try again', async () => {
    const slot: Slot<string> = {};
    await readThrough(slot, 1_000, async () => 'old', 0);
    expect(await readThrough(slot, 1_000, () => Promise.reject(new Error('D1 failed')), 2_000)).toBe('old');
    expect(await readThrough(slot, 1_000, async () => 'new', 2_001)).toBe('new');
  });

  it('a refresh that never settles holds the others back for five seconds at most', async () => {
    const slot: Slot<string> = {};
    await readThrough(slot, 1_000, async () => 'old', 0);
    void readThrough(slot, 1_000, () => new Promise<string>(() => {}), 2_000);
    expect(await readThrough(slot, 1_000, async () => 'unused', 6_999)).toBe('old');
    expect(await readThrough(slot, 1_000, async () => 'new', 7_000)).toBe('new');
  });

  it("a first read that fails is the caller's error and is not kept", async () => {
    const slot: Slot<string> = {};
    await expect(readThrough(slot, 1_000, () => Promise.reject(new Error('D1 failed')), 0)).rejects.toThrow('D1 failed');
    expect(await readThrough(slot, 1_000, async () => 'later', 1)).toBe('later');
  });
});

describe('values kept per binding and key', () => {
  const db = {};

  it('keeps a value per key and binding, and only while it is fresh', async () => {
    const kept = keptPerKey<string>(1_000, 10);
    expect(await kept.read(db, 'a', async () => 'for a', 0)).toBe('for a');
    expect(await kept.read(db, 'b', async () => 'for b', 0)).toBe('for b');
    expect(await kept.read(db, 'a', async () => 'unused', 500)).toBe('for a');
    expect(kept.peek({}, 'a', 500)).toBeUndefined();
    kept.keep(db, 'c', 'for c', 0);
    expect(kept.peek(db, 'c', 999)).toBe('for c');
    expect(kept.peek(db, 'c', 1_000)).toBeUndefined();
    expect(await kept.read(db, 'a', async () => 'again', 1_000)).toBe('again');
  });

  it('holds so many keys at most, dropping the one used longest ago', async () => {
    const kept = keptPerKey<string>(60_000, 2);
    kept.keep(db, 'a', 'for a', 0);
    kept.keep(db, 'b', 'for b', 0);
    expect(await kept.read(db, 'a', async () => 'unused', 1)).toBe('for a');
    kept.keep(db, 'c', 'for c', 2);
    expect(kept.peek(db, 'a', 3)).toBe('for a');
    kept.keep(db, 'd', 'for d', 4);
    expect(['a', 'b', 'c', 'd'].map((key) => kept.peek(db, key, 5))).toEqual(['for a', undefined, undefined, 'for d']);
  });

  it('drops every kept value when the edge cache gets a new generation, and only then', async () => {
    seeCacheGeneration('first');
    const kept = keptPerKey<string>(60_000, 10);
    let reads = 0;
    const brands = cachedPerDatabase(60_000, async () => `read ${++reads}`);
    kept.keep(db, 'a', 'for a', 0);
    await brands(db, 0);
    seeCacheGeneration('first');
    expect([kept.peek(db, 'a', 1), await brands(db, 1)]).toEqual(['for a', 'read 1']);
    seeCacheGeneration('second');
    expect([kept.peek(db, 'a', 2), await brands(db, 2)]).toEqual([undefined, 'read 2']);
  });
});
