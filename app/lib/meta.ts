// Title, description, canonical address and Open Graph tags of a page. Canonical addresses drop
// the channel prefix: /channel7/car-list is the same page as /car-list for search engines.
import type { MetaDescriptor } from 'react-router';
import { pathWithoutChannel } from '#app/channel.ts';
import type { Units } from '#app/units/units.ts';

/** `units`: the page's, for the words a title or description gives a figure (metric before the root's data) */
type RootMeta = { origin: string; siteName: string; units: Units };

/** The root loader's data among a meta function's matches. */
export function rootMeta(matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>): RootMeta {
  const data = matches.find((match) => match?.id === 'root')?.loaderData as { meta?: RootMeta } | undefined;
  return data?.meta ?? { origin: '', siteName: 'Car catalogue', units: 'metric' };
}

export function pageMeta(
  root: Pick<RootMeta, 'origin' | 'siteName'>,
  page: { title: string; description: string; path: string; type?: 'website' | 'article'; noindex?: boolean },
): MetaDescriptor[] {
  const url = `${root.origin}${pathWithoutChannel(page.path)}`;
  const title = page.title.includes(root.siteName) ? page.title : `${page.title} | ${root.siteName}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: root.siteName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
