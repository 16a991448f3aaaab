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
    expect(await kept.read({}, 'a', async () => 'another binding', 500)).toBe('another binding');
    expect(await kept.read(db, 'a', async () => 'again', 1_000)).toBe('again');
  });

  it('holds so many keys at most, dropping the one used longest ago', async () => {
    const kept = keptPerKey<string>(60_000, 2);
    const read = (key: string, now: number) => kept.read(db, key, async () => `read ${key} at ${now}`, now);
    await read('a', 0);
    await read('b', 0);
    expect(await read('a', 1)).toBe('read a at 0');
    await read('c', 2);
    expect(await read('a', 3)).toBe('read a at 0');
    await read('d', 4);
    expect(await Promise.all(['a', 'd', 'b', 'c'].map((key) => read(key, 5)))).toEqual([
      'read a at 0',
      'read d at 4',
      'read b at 5',
      'read c at 5',
    ]);
  });

  it('drops every kept value when the edge cache gets a new generation, and only then', async () => {
    seeCacheGeneration('first');
    const kept = keptPerKey<string>(60_000, 10);
    let reads = 0;
    const brands = cachedPerDatabase(60_000, async () => `read ${++reads}`);
    await kept.read(db, 'a', async () => 'for a', 0);
    await brands(db, 0);
    seeCacheGeneration('first');
    expect([await kept.read(db, 'a', async () => 'unused', 1), await brands(db, 1)]).toEqual(['for a', 'read 1']);
    seeCacheGeneration('second');
    expect([await kept.read(db, 'a', async () => 'read again', 2), await brands(db, 2)]).toEqual(['read again', 'read 2']);
  });

  it('does not keep into a new generation what was read before it', async () => {
    seeCacheGeneration('before the import');
    const kept = keptPerKey<string>(60_000, 10);
    let finish: (value: string) => void = () => {};
    const inFlight = kept.read(db, 'a', () => new Promise((resolve) => (finish = resolve)), 0);
    seeCacheGeneration('after the import');
    finish('the old counts');
    expect(await inFlight).toBe('the old counts');
    expect(await kept.read(db, 'a', async () => 'the new counts', 1)).toBe('the new counts');
  });
});
