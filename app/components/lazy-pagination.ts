// The page links of the list and the rankings, at the foot of the page: painted by the server, their
// code fetched after the first load (a lazy part, decision 049). Until then they are plain links.
import { lazyPart } from '#app/lib/lazy-part.ts';

export const Pagination = lazyPart(() => import('./pagination').then((module) => module.Pagination));
