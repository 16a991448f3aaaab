// The gateway's one table: every target path the site calls, its method, its inputs and its handler.
// Nothing outside this table is ever reached through /api?url=.
import { listBrands } from '#app/catalogue/brands.server.ts';
import { getCarFollowingMerges, inWordsOf, listCars } from '#app/catalogue/cars.server.ts';
import { MAX_SUGGESTIONS, suggest } from '#app/catalogue/search/suggest.server.ts';
import {
  fastestRank,
  newReleaseTeaser,
  popularCars,
  rangeRank,
  rankingTeaser,
  releaseRank,
  topCars,
} from '#app/catalogue/rankings.server.ts';
import { eventBatchSchema, MAX_BATCH_BYTES } from '#app/events/events.ts';
import { enqueueEvents } from '#app/events/events.server.ts';
import { batchFromBody, batchFromQuery, eventQueryParams } from '#app/events/intake.ts';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE } from '#app/photos/image-type.ts';
import { listApprovedPhotos } from '#app/photos/photos.server.ts';
import { acceptPhotoUpload, MAX_UPLOAD_BYTES, PHOTO_LIMIT_TEXT } from '#app/photos/upload.server.ts';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { compareQuerySchema } from '#app/compare/compare-params.ts';
import { loadComparison } from '#app/compare/compare.server.ts';
import { MAX_COMPARE } from '#app/compare/compare-url.ts';
import { brandAnswer, modelAnswer } from '#app/routes/brands/answers.server.ts';
import { specGroups, unknownFigures } from '#app/routes/car-detail/spec-groups.ts';
import { pageWithFigures, teaserWithFigures, unitsOf } from '#app/units/answer-units.server.ts';
import { withFigures } from '#app/units/units-param.ts';
import { GatewayError } from './envelope';
import { define, type Target } from './target';
import {
  brandInfoParams,
  carInfoParams,
  fastestParams,
  indexPageParams,
  modelInfoParams,
  noParams,
  photoListParams,
  rankParams,
  suggestParams,
  teaserParams,
} from './params';
import { formatCount } from '#app/lib/number-format.ts';

async function checkBrand(db: D1Database, brand: string) {
  if (brand === 'all') return;
  const brands = await listBrands(db);
  if (!brands.some((b) => b.value === brand)) {
    throw new GatewayError(400, `Invalid parameters: brand: unknown brand "${brand}"`, {
      fields: { brand: ['unknown brand: see /car/carNameList'] },
    });
  }
}

const TEASER_FIGURES =
  ' Each car also has `figures` (its power, 0–100 km/h, top speed and range as its card shows them) as text in `units`: the asked units, or the domain’s own.';
const FIGURES_TEXT =
  ' Each car also has `figures`: its power, 0–100 km/h, top speed and range as its card shows them, as text in the asked `units` (the stored numbers keep their units, named in each field).';

export const TARGETS: Record<string, Target> = {
  '/car/indexPage': define({
    method: 'GET',
    summary: 'Search the catalogue',
    description:
      'One page of cars matching the filters, the total, and `facets`: for each filter the number of cars per option given the other filters. Every car is listed, concepts, race cars and commercial vehicles too, each with its `status`; `status=` filters by it. Sorts: `name` (brand, then name), `price-asc`, `price-desc`, `newest` (launch year of the generation), `fastest` (0–100 km/h), `power`; cars without the sorted figure come last. `q`: every word must start a word of the car’s brand (or a name people use for it: `vw`, `chevy`), model or name, in any order, best match first. Words of kinds alone (`electric suv`, `petrol`, `gasoline`, `estate`, `luxury`) are read as those filters, as `query` in the answer shows, and so is a brand named beside them (`bmw electric`) wherever the filters find the very cars the search would; beside another name (`cayenne coupe`, `porsche hybrid`) such a word also matches the cars of that kind. A number of seats (`7 seater`, `two-seater`, `5 seats`) is read as `seats` (the bands count the most seats a car is offered with: `2` up to two, `4` three or four, `5`, `6`, `7-plus` seven or more), the other words as ever (`7 seater suv`: `type=suv&seats=7-plus`; `volvo 7 seater`: `brand=volvo&seats=7-plus`; `xc90 7 seater`: `q=xc90&seats=7-plus`).' +
      FIGURES_TEXT,
    params: indexPageParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    async handle({ env, params, host }) {
      await checkBrand(env.DB, params.brand);
      const units = unitsOf(env, host, params.units);
      return pageWithFigures(
        Promise.all([listCars(env.DB, params), units]).then(([page, chosen]) => inWordsOf(page, chosen)),
        units,
      );
    },
  }),
  '/car/suggest': define({
    method: 'GET',
    summary: 'Search suggestions',
    description: `What the search box offers while a visitor types \`q\`: up to ${MAX_SUGGESTIONS} links in four groups, \`kinds\` (words of kinds alone, \`electric suv\`, or with a number of seats, \`7 seater suv\`: the list of those filters, as the list reads the same search, within the list's filters and sort given beside \`q\` as \`/car/indexPage\` takes them: the search box of a list filtered to BMW offers BMW's electric cars), \`brands\` (a brand or alias the words start), \`models\` (model families with more than one version the words match) and \`cars\` (beside a number of seats, only the families and cars with that many: \`7 seater suv\` offers no five-seat SUV whose name holds the word), each \`{label, path, detail}\` (\`detail\`: a kind's or a brand's number of cars, a family's number of versions the words match, a car's fuel and body type, worded for \`units\`), best match first. Matching is the list's keyword search (case, accents, punctuation and spacing inside names ignored, words in any order, brand aliases), the last word still a prefix even when it is one character. \`q\` in the answer is the query normalised (lower case, no accents or punctuation): a client sends that form so that every spelling of one prefix shares one cached answer. Nothing searchable (only punctuation) answers empty groups.`,
    params: suggestParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    async handle({ env, params, host }) {
      const { q, units, ...within } = params;
      const [chosen] = await Promise.all([unitsOf(env, host, units), checkBrand(env.DB, within.brand)]);
      return { ...(await suggest(env.DB, q, within, chosen)), units: chosen };
    },
  }),
  '/car/recommendedTopCars': define({
    method: 'GET',
    summary: 'Top cars teaser',
    description:
      'The most powerful road car (on sale, or discontinued) of each brand, most powerful first (ties: quicker 0–100 km/h). Concepts, race cars and commercial vehicles are left out of every teaser and ranking.' +
      TEASER_FIGURES,
    params: teaserParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    handle: ({ env, params, host }) => teaserWithFigures(topCars(env.DB, params.limit), unitsOf(env, host, params.units)),
  }),
  '/car/recommendedPopularCars': define({
    method: 'GET',
    summary: 'Popular cars teaser',
    description:
      'Most viewed cars (first-party `car_view` events, counted within seconds of a visit as the events queue stores them), each with `views`. While fewer cars have views than asked for, the rest follows the fallback rule: the newest priced launch of each brand, cheapest first within a year (`views: 0`). Road cars only.' +
      TEASER_FIGURES,
    params: teaserParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    handle: ({ env, params, host }) => teaserWithFigures(popularCars(env.DB, params.limit), unitsOf(env, host, params.units)),
  }),
  '/car/recommendedNewReleaseRank': define({
    method: 'GET',
    summary: 'Newest releases teaser',
    description:
      'The newest model family of each brand, by the launch year of its generation (`launchBasis`: `curated`, or `us-debut` for a first US model year), newest first.' +
      TEASER_FIGURES,
    params: teaserParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    handle: ({ env, params, host }) => teaserWithFigures(newReleaseTeaser(env.DB, params.limit), unitsOf(env, host, params.units)),
  }),
  '/car/recommendedRangRank': define({
    method: 'GET',
    summary: 'Rankings teaser',
    description: 'The quickest road car (0–100 km/h) of each brand, quickest first: the teaser of the rankings page.' + TEASER_FIGURES,
    params: teaserParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    handle: ({ env, params, host }) => teaserWithFigures(rankingTeaser(env.DB, params.limit), unitsOf(env, host, params.units)),
  }),
  '/car/releaseRankList': define({
    method: 'GET',
    summary: 'Newest releases ranking',
    description:
      'Model families by the launch year of their newest version (a new generation or a new version of the current one), newest first, one entry per family (its lead road car: the newest launch, then the lowest price), then brand and model; paginated, each with its `rank`.' +
      FIGURES_TEXT,
    params: rankParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    handle: ({ env, params, host }) => pageWithFigures(releaseRank(env.DB, params.page, params.pageSize), unitsOf(env, host, params.units)),
  }),
  '/car/fastestRankList': define({
    method: 'GET',
    summary: 'Fastest cars ranking',
    description:
      '`by=accel` (default): quickest 0–100 km/h first, ties by higher top speed. `by=topSpeed`: highest top speed first, ties by quicker 0–100. Road cars only; cars without the figure are left out. Paginated; each with its `rank`.' +
      FIGURES_TEXT,
    params: fastestParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    handle: ({ env, params, host }) =>
      pageWithFigures(fastestRank(env.DB, params.by, params.page, params.pageSize), unitsOf(env, host, params.units)),
  }),
  '/car/rangeRankList': define({
    method: 'GET',
    summary: 'Longest range ranking',
    description:
      'Electric road cars by their stated range on one charge (the EV specifications’ figure, one source for every car: close to the EPA’s where a car has both, usually below a maker’s WLTP figure), longest first, ties by the lower consumption; cars without a stated range are left out (a car with only the EPA range is not ranked beside them). Paginated; each with its `rank`.' +
      FIGURES_TEXT,
    params: rankParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    handle: ({ env, params, host }) => pageWithFigures(rangeRank(env.DB, params.page, params.pageSize), unitsOf(env, host, params.units)),
  }),
  '/car/carNameList': define({
    method: 'GET',
    summary: 'Brand list',
    description:
      'Every brand in the catalogue as `{label, value, count}`, alphabetical; `value` is what the `brand` filter takes. `data` is an array.',
    params: noParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    handle: ({ env }) => listBrands(env.DB),
  }),
  '/car/carInfo': define({
    method: 'GET',
    summary: 'One car',
    description:
      'Every field of one car, with its page `path`: its `status`, model family (`model`), years (`launchYear` with `launchBasis`, `modelYear`, `usYearFirst`–`usYearLatest`), the source’s qualifiers per figure (`figureNotes`) and, for cars sold in the US, `epa` (FuelEconomy.gov facts of the matched US versions, as ranges). An id that was merged into another car answers that car (its `id` differs from the one asked); an unknown id answers code 404. In the asked `units` (or the domain’s own, given as `units`) as text: `figures` (the figure line at the top of its page), `specs`, its page’s groups of figures (`{id, title, note?, rows: [{label, value}]}`), and `unknown`, what a buyer looks for that no source states for it, as its page words it (`"dimensions and boot size"`; null when the sources state it all).',
    params: carInfoParams,
    catalogue: true,
    cacheControl: CacheControl.catalogue,
    async handle({ env, params, host }) {
      const [car, units] = await Promise.all([getCarFollowingMerges(env.DB, params.id), unitsOf(env, host, params.units)]);
      if (!car) throw new GatewayError(404, `No car with id ${params.id}`);
      return { ...withFigures(car, units), units, specs: specGroups(car, units), unknown: unknownFigures(car, units) };
    },
  }),
  '/car/compare': define({
    method: 'GET',
    summary: 'Compare cars',
    description: `Up to ${MAX_COMPARE} cars side by side, as the compare page shows them: \`cars\` (the ids, in order, each once), \`groups\` of \`rows\` whose \`cells\` hold each car's figure as text in the asked \`units\` (null: not published; \`none (electric)\` or \`none (not electric)\` where the car cannot have it: an electric car's displacement, cylinders or fuel economy; the battery, fast charging or efficiency of a car that runs on petrol, diesel or gas only; a plug-in hybrid's range is its range on electricity, worded \`on electricity\`) and \`best: true\` on the best value where the row has one, every car has its figure and the best car's figure (or whole range) is at least as good as every other car's best (\`best\`: \`lower\` or \`higher\` is better; \`same\`: every car has the same value), \`path\` (the comparison's page) and \`dropped\`: what the \`cars\` parameter named but the answer leaves out, each with its \`reason\` (\`not-a-car-number\`, \`duplicate\`, \`over-limit\`, \`unknown\`; a car left out \`over-limit\` also has its \`name\`), and \`unread\`: how many pieces of \`cars\` past the first 24 were not looked at. An id merged into another car counts as that car. A 0–100 km/h time keeps its seconds in US units, labelled \`0–62 mph\` (100 km/h is 62.1 mph), never a 0–60 mph time.`,
    params: compareQuerySchema,
    // the comparison is this site's own: an API_ORIGIN is not asked for it
    catalogue: false,
    cacheControl: CacheControl.catalogue,
    async handle({ env, params, host }) {
      const units = await unitsOf(env, host, params.units);
      const { first: _first, ...comparison } = await loadComparison(env.DB, [params.cars], units);
      return comparison;
    },
  }),
  '/car/brandInfo': define({
    method: 'GET',
    summary: 'One brand and its model families',
    description:
      "What the brand's page (`path`, and `path?page=` past the first) shows: its number of `cars` and of model families (`familyCount`), the families of `page` (`pageSize` a page, by name; `totalPages`; a page past the last has none) as `families` (each with `variants`, ranges of `price`, `power` in hp, `accel` in seconds and `launch` year as `{min, max}`, its `generations`, its page `path`, and `cells`: the row as the page writes it, as text in the asked `units`), the `fuels` and `bodyTypes` it offers with their number of cars, its `quickest` road car (0–100 km/h), and `quickestAlike`: the names of up to three other road cars of the brand exactly as quick (by name). An unknown brand answers code 404.",
    params: brandInfoParams,
    // the brand pages are this site's own: an API_ORIGIN is not asked for them
    catalogue: false,
    cacheControl: CacheControl.catalogue,
    async handle({ env, params, host }) {
      const brand = await brandAnswer(env.DB, params.brand, await unitsOf(env, host, params.units), params.page);
      if (!brand) throw new GatewayError(404, `No brand ${params.brand}`);
      return brand;
    },
  }),
  '/car/modelInfo': define({
    method: 'GET',
    summary: 'Every version of one model family',
    description:
      "What the model family's page (`path`) shows: every version (`versions`, by name, as the page lists them before any sort), each a car as in the list with its `figures`, and `cells`: its row as the page writes it (`years`, `price`, `power`, `accel`, `topSpeed`, `range` (range or consumption), `drivetrain`; `–` where nothing is published), as text in the asked `units`. A brand without such a model family answers code 404.",
    params: modelInfoParams,
    catalogue: false,
    cacheControl: CacheControl.catalogue,
    async handle({ env, params, host }) {
      const family = await modelAnswer(env.DB, params.brand, params.model, await unitsOf(env, host, params.units));
      if (!family) throw new GatewayError(404, `No model ${params.model} of brand ${params.brand}`);
      return family;
    },
  }),
  '/express/epost': define({
    method: 'POST',
    summary: 'Record analytics events',
    description:
      'A batch of up to 50 events, answered once it is queued for storage (`queued`: its number of events; stored within seconds). `batchId` is chosen by the client and sent again on a retry: a batch sent again, or delivered again by the queue, is stored once. `car_view` events feed popular cars.',
    params: noParams,
    body: {
      types: ['application/json', 'text/plain'],
      maxBytes: MAX_BATCH_BYTES,
      schema: eventBatchSchema,
      description: 'JSON (`text/plain` is accepted for `navigator.sendBeacon`)',
    },
    catalogue: false,
    cacheControl: CacheControl.none,
    writes: true,
    limiter: 'EVENT_LIMITER',
    handle: async ({ env, body, host }) => enqueueEvents(env.EVENTS, batchFromBody(body), host),
  }),
  '/express/eget': define({
    method: 'GET',
    summary: 'Record one analytics event',
    description:
      "One event in the query, for a pixel or a client whose POST failed: `name`, `id` (the event id, 8–64 characters: a repeated id is stored once), answered as `/express/epost` is, and optionally `seq` (0–49: the event's place when a batch is re-sent event by event under its `batchId`, so it is stored once either way), `carId`, `path`, `channel`, `deviceType`, `ts`.",
    params: eventQueryParams,
    catalogue: false,
    cacheControl: CacheControl.none,
    writes: true,
    limiter: 'EVENT_LIMITER',
    async handle({ env, params, host }) {
      const { batch, firstSeq } = batchFromQuery(params);
      return enqueueEvents(env.EVENTS, batch, host, firstSeq);
    },
  }),
  '/tc/p/list/photos': define({
    method: 'GET',
    summary: 'Approved photos of a car',
    description:
      'Approved visitor photos of a car, newest first, paginated; each with the `url` that serves it. An unknown car answers code 404.',
    params: photoListParams,
    catalogue: false,
    cacheControl: CacheControl.photoList,
    async handle({ env, params }) {
      const photos = await listApprovedPhotos(env.DB, params.carId, params.page, params.pageSize);
      if (!photos) throw new GatewayError(404, `No car with id ${params.carId}`);
      return photos;
    },
  }),
  '/tc/p/photo': define({
    method: 'POST',
    summary: 'Submit a photo of a car',
    description: `A visitor's photo: \`multipart/form-data\` with \`photo\` (the file), \`carId\` and an optional \`caption\`; or the raw image as the body with \`carId\` (and \`caption\`) in the query; a field in both the form and the query is refused (400). JPEG, PNG or WebP, checked by their bytes, at most ${PHOTO_LIMIT_TEXT} and ${formatCount(MAX_PHOTO_SIDE)} pixels a side (${MAX_PHOTO_PIXELS / 1_000_000} megapixels). Stored as pending (\`status\`); it is listed once an operator approves it. Sending the same image again returns the same \`id\` with \`duplicate: true\`.`,
    params: noParams,
    body: {
      types: ['multipart/form-data', 'image/jpeg', 'image/png', 'image/webp'],
      maxBytes: MAX_UPLOAD_BYTES,
      description: 'multipart/form-data, or the image bytes',
    },
    catalogue: false,
    cacheControl: CacheControl.none,
    writes: true,
    limiter: 'PHOTO_LIMITER',
    handle: ({ env, request, query, body }) => acceptPhotoUpload(env, request, query, body),
  }),
};
