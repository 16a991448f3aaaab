import { describe, expect, it } from 'vitest';
import { CacheControl, sharedCachePolicy } from './cache-policy';

describe('sharedCachePolicy', () => {
  it('reads s-maxage and stale-while-revalidate, s-maxage before max-age', () => {
    expect(sharedCachePolicy(CacheControl.page)).toEqual({ freshSeconds: 300, staleSeconds: 3600, ifErrorSeconds: 86_400 });
    expect(sharedCachePolicy('public, max-age=60, s-maxage=300, stale-while-revalidate=600')).toEqual({
      freshSeconds: 300,
      staleSeconds: 600,
      ifErrorSeconds: 0,
    });
    expect(sharedCachePolicy('public, max-age=3600')).toEqual({ freshSeconds: 3600, staleSeconds: 0, ifErrorSeconds: 0 });
    expect(sharedCachePolicy('Public, S-MaxAge="120"')).toEqual({ freshSeconds: 120, staleSeconds: 0, ifErrorSeconds: 0 });
  });

  it('keeps nothing that is private, uncacheable, not public or has no lifetime', () => {
    for (const value of [
      null,
      '',
      'no-store',
      'private, max-age=60',
      'public, no-cache, s-maxage=60',
      'max-age=60',
      'public',
      'public, s-maxage=0',
      'public, s-maxage=abc',
    ]) {
      expect(sharedCachePolicy(value), String(value)).toBeNull();
    }
  });

  it('lets shared caches keep the public policies and nothing else', () => {
    for (const name of ['page', 'catalogue', 'photoList', 'photo', 'crawlerFile'] as const) {
      expect(sharedCachePolicy(CacheControl[name]), name).not.toBeNull();
    }
    expect(sharedCachePolicy(CacheControl.none)).toBeNull();
    expect(sharedCachePolicy(CacheControl.private)).toBeNull();
  });
});
