// /compare?cars=12,34: up to four cars side by side, in the visitor's units, the best value of each row
// marked. The address is the whole state (server-rendered, edge-cached per URL, works without
// JavaScript); what the address named but could not be shown is listed, never an error page. A car is
// added from the cars like the first, or by name: the page's own search (`add`) lists what it finds.
import { redirect } from 'react-router';
import { listCars, type CarSummary } from '#app/catalogue/cars.server.ts';
import { listQuerySchema } from '#app/catalogue/filters.server.ts';
import { formatPrice, withBrand } from '#app/catalogue/format.ts';
import { MAX_SEARCH_LENGTH } from '#app/catalogue/list-query.ts';
import { similarCarsOf } from '#app/catalogue/rankings.server.ts';
import { channelContext, withChannel } from '#app/channel.ts';
import { loadComparison } from '#app/compare/compare.server.ts';
import { leftOutText } from '#app/compare/left-out.ts';
import { compareHref, joinedCompareHref, MAX_COMPARE } from '#app/compare/compare-url.ts';
import { appContext } from '#app/context.server.ts';
import { figureParts, type FigurePart } from '#app/components/figure-parts.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { formatCount } from '#app/lib/number-format.ts';
import { cutText, plainText } from '#app/lib/plain-text.ts';
import { ACCEL_LABEL } from '#app/units/units.ts';
import type { Route } from './+types/route';
import { CompareView } from './compare-view';

export async function loader({ url, context }: Route.LoaderArgs) {
  const channel = context.get(channelContext);
  const { env, timings, units } = context.get(appContext);
  const values = url.searchParams.getAll('cars');
  const adds = url.searchParams.getAll('add');
  // a form sends each ticked car as its own `cars` (the model page's), and an address made by hand may
  // name `add` twice: one address says the same, with the name given first, as the list keeps a filter's
  if (values.length > 1 || adds.length > 1) throw redirect(withChannel(channel, withAdd(joinedCompareHref(values), adds[0])));
  const { first, groups, ...comparison } = await timings.time('compare', 'cars to compare', () => loadComparison(env.DB, values, units));
  const chosen = comparison.cars.map((car) => car.id);
  const room = chosen.length < MAX_COMPARE;
  // a car to add, as its compact card shows it (picture from brand and body, name, price worded here),
  // linked to the comparison with it: a plain link, so adding works without JavaScript too
  const picks = (found: CarSummary[]) =>
    found
      .filter((car) => !chosen.includes(car.id))
      .map(({ id, brand, brandSlug, name, bodyType, priceMinUsd, priceMaxUsd, figureNotes }) => ({
        id,
        brand,
        brandSlug,
        name,
        bodyType,
        price: formatPrice(priceMinUsd, priceMaxUsd, figureNotes.price),
        href: compareHref([...chosen, id]),
      }));
  // `add`: a name typed into the page's own search, the cars it finds listed to add, best match first
  const add = cutText(plainText(url.searchParams.get('add') ?? ''), MAX_SEARCH_LENGTH).trim();
  const named = add && room ? await timings.time('find', 'cars named', () => carsNamed(env.DB, add)) : null;
  const matches = named && picks(named.list);
  // the best few of many said to be so, with the way to fewer: a search of a brand finds dozens
  const found = matches && {
    title: !matches.length
      ? `No other car matches “${add}”: try a brand or a model’s name.`
      : named.total > named.list.length
        ? `The best ${matches.length} of the ${formatCount(named.total)} cars matching “${add}”: add a word to find fewer`
        : `Cars matching “${add}”`,
    picks: matches,
  };
  // cars like the first one, to add
  const suggestions =
    first && room && !matches ? picks(await timings.time('similar', 'similar cars', () => similarCarsOf(env.DB, first))) : [];
  // each figure cut here, with its unit kept on one line ("976 PS" never breaks), so the page's script
  // carries no pattern for it
  const table = groups.map((group) => ({
    ...group,
    rows: group.rows.map(({ cells, ...row }) => ({
      ...row,
      cells: cells.map((cell) => ({ parts: cell.text === null ? null : cellParts(cell.text), best: cell.best })),
    })),
  }));
  // what was left out, worded here: the page's code carries none of the reasons
  return {
    channel,
    ...comparison,
    leftOut: leftOutText(comparison.dropped, comparison.unread),
    groups: table,
    suggestions,
    add,
    found,
    // a full comparison says why it has no field to add a car
    full: room ? null : `A comparison holds up to ${MAX_COMPARE} cars: remove one to add another.`,
    // how to read the table, worded here like the rest: the page's code carries none of it (one car
    // has no best to explain)
    legend: `Figures in ${units === 'imperial' ? 'US' : 'metric'} units${chosen.length > 1 ? '; the best of each row is marked “best” where every car publishes it and it is at least as good as every figure or range shown for the others' : ''}.`,
  };
}

/** A compare address with the name to add, when there is one. */
const withAdd = (href: string, add: string | undefined) =>
  add === undefined ? href : `${href}${href.includes('?') ? '&' : '?'}add=${encodeURIComponent(add)}`;

/** The cars a name finds, as the list's search finds them (words in any order, forgiving spelling): the best first, and how many. */
async function carsNamed(db: D1Database, name: string): Promise<{ list: CarSummary[]; total: number }> {
  return listCars(db, listQuerySchema.parse({ q: name, pageSize: String(MATCHES_SHOWN) }));
}
const MATCHES_SHOWN = 8;

/**
 * A cell's text cut for four narrow columns: each figure whole with its unit, except that a range breaks
 * after its dash ("13.1–" / "13.8 L/100 km") and a unit of two words may go under its number ("16.8" /
 * "L/100 km"), which a quarter of a phone is too narrow to hold beside it. A unit itself never breaks.
 */
function cellParts(text: string): FigurePart[] {
  return figureParts(text).flatMap((part) => {
    if (!part.figure) return [part];
    const dash = part.text.indexOf('–') + 1;
    const ends = dash === 0 || dash === part.text.length ? [part.text] : [part.text.slice(0, dash), part.text.slice(dash)];
    return ends.flatMap((end) => {
      const unit = /^(.*\d) (\S+ \S+)$/.exec(end);
      return unit ? [figure(unit[1]!), { text: ' ', figure: false }, figure(unit[2]!)] : [figure(end)];
    });
  });
}
const figure = (text: string): FigurePart => ({ text, figure: true });

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const names = loaderData?.cars.map((car) => withBrand(car.brand, car.name)) ?? [];
  const root = rootMeta(matches);
  const sprint = ACCEL_LABEL[root.units];
  return pageMeta(root, {
    title: names.length > 1 ? `Compare ${names.join(' vs ')}` : 'Compare cars',
    description: names.length
      ? `${names.join(', ')} side by side: price, power, ${sprint}, top speed, range and size, with the best of each marked.`
      : `Compare up to ${MAX_COMPARE} cars side by side: price, power, ${sprint}, top speed, range and size.`,
    path: loaderData?.path ?? '/compare',
    // an address with something left out, or nothing to compare, is not a page of its own
    noindex: !loaderData || loaderData.leftOut !== null || loaderData.cars.length < 2 || loaderData.add !== '',
  });
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <CompareView {...loaderData} />;
}

export { ErrorBoundary } from '#app/components/error-boundary.tsx';
