// Pages' edge-cache entries held by the isolate (decision 074): a held copy answers as the stored
// entry would (HIT, its age, its own body), an operator's refresh here is what the next visitor gets,
// and a copy older than its entry's fresh window is served stale and replaced, as the entry is.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { edgeCached } from '#app/edge-cache/edge-cache.server.ts';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { uniqueId } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

/** One request for `url` through the edge cache, whose render answers `body`; settled like a real Worker's. */
async function answer(url: string, body: string, { refresh = false, method = 'GET' } = {}) {
  const ctx = createExecutionContext();
  let rendered = false;
  const response = await edgeCached(
    {
      request: new Request(url, { method }),
      env,
      ctx,
      version: 'test',
      variant: 'desktop.domain',
      defaultCacheControl: CacheControl.page,
      personal: false,
      refresh,
      holdCopies: true,
    },
    async (asked: Request) => {
      rendered = true;
      // as React Router answers a page: HEAD has the headers and no body
      return new Response(asked.method === 'HEAD' ? null : body, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CacheControl.page },
      });
    },
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.headers.get('X-Edge-Cache'), age: response.headers.get('Age'), text, rendered };
}

describe('copies held by the isolate', () => {
  it('answer warm requests as the stored entry, each with a body of its own, until an operator refreshes', async () => {
    const url = `https://carlog.test/held?${uniqueId('page')}`;
    expect(await answer(url, 'first')).toMatchObject({ status: 'MISS', text: 'first', rendered: true });
    // the first hit reads the Cache API and holds the entry; the next ones are answered from the copy
    for (let i = 0; i < 3; i += 1)
      expect(await answer(url, 'second')).toMatchObject({ status: 'HIT', age: '0', text: 'first', rendered: false });
    expect(await answer(url, 'second', { method: 'HEAD' })).toMatchObject({ status: 'HIT', text: '', rendered: false });

    expect(await answer(url, 'refreshed', { refresh: true })).toMatchObject({ status: 'REFRESH', text: 'refreshed', rendered: true });
    expect(await answer(url, 'later')).toMatchObject({ status: 'HIT', text: 'refreshed', rendered: false });
    expect(await answer(url, 'later')).toMatchObject({ status: 'HIT', text: 'refreshed', rendered: false });
  });

  it('are served stale past the fresh window, and replaced, as the entry is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    const url = `https://carlog.test/held?${uniqueId('page')}`;
    await answer(url, 'old');
    expect(await answer(url, 'new')).toMatchObject({ status: 'HIT', text: 'old' });
    expect(await answer(url, 'new')).toMatchObject({ status: 'HIT', text: 'old' });

    // past s-maxage (300 s), within stale-while-revalidate
    vi.setSystemTime(new Date('2026-11-01T10:05:05Z'));
    expect(await answer(url, 'new')).toMatchObject({ status: 'STALE', age: '305', text: 'old', rendered: true });
    expect(await answer(url, 'newer')).toMatchObject({ status: 'HIT', age: '0', text: 'new', rendered: false });
  });

  it('are replaced by a whole page when a HEAD finds them stale (a link checker never empties a page)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    const url = `https://carlog.test/held?${uniqueId('page')}`;
    await answer(url, 'old');
    vi.setSystemTime(new Date('2026-11-01T10:05:05Z'));
    expect(await answer(url, 'new', { method: 'HEAD' })).toMatchObject({ status: 'STALE', text: '', rendered: true });
    expect(await answer(url, 'newer')).toMatchObject({ status: 'HIT', age: '0', text: 'new', rendered: false });
  });
});
