// The site's Cache-Control values, by name, and how long a shared cache may keep an answer, read from
// the Cache-Control the answer itself sends, so the header a browser or CDN sees and what the Worker's
// own edge cache does can never disagree. Every answer the Worker makes takes its value from here.

export const CacheControl = {
  /**
   * HTML pages: browsers revalidate every time; the edge keeps a page 5 minutes, then serves it stale for
   * up to an hour while it re-renders, and for up to a day when rendering fails (a D1 outage).
   */
  page: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400',
  /** Gateway catalogue reads: a browser keeps them a minute, the edge as pages but with 10 minutes stale. */
  catalogue: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
  /** A car's approved photos: a minute everywhere, so an approval shows soon. */
  photoList: 'public, max-age=60, s-maxage=60',
  /** An approved photo's bytes: an id always names the same image (`npm run photos -- scrub` only drops metadata). */
  photo: 'public, max-age=86400',
  /** robots.txt and sitemap.xml. */
  crawlerFile: 'public, max-age=3600',
  /** Writes and operator answers: nothing anyone should keep. */
  none: 'no-store',
  /** Errors, debug views and pages missing a part: kept by no cache, shared or the browser's own. */
  private: 'private, no-store',
} as const;

export type CacheControlValue = (typeof CacheControl)[keyof typeof CacheControl];

export type CachePolicy = {
  /** seconds an entry is served as it is */
  freshSeconds: number;
  /** seconds after that it is still served while a fresh copy is made in the background */
  staleSeconds: number;
  /** seconds after that again it is served only when a fresh copy cannot be made (stale-if-error) */
  ifErrorSeconds: number;
};

/** The shared-cache policy of a Cache-Control value, or null when a shared cache must not keep it. */
export function sharedCachePolicy(cacheControl: string | null): CachePolicy | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string | true>();
  for (const part of cacheControl.split(',')) {
    const [name = '', value] = part.trim().toLowerCase().split('=', 2);
    if (name) directives.set(name, value?.replace(/^"|"$/g, '') ?? true);
  }
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const seconds = (name: string) => {
    const value = directives.get(name);
    return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
  };
  const fresh = seconds('s-maxage') ?? seconds('max-age');
  if (!directives.has('public') || !fresh) return null;
  return { freshSeconds: fresh, staleSeconds: seconds('stale-while-revalidate') ?? 0, ifErrorSeconds: seconds('stale-if-error') ?? 0 };
}
