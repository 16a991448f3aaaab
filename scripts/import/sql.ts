// seed/cars.sql: upserts keyed on id, so running the seed again changes nothing, and a re-import
// updates cars in place. One statement per line: the test setup splits it that way.
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import { teaserRebuildStatements } from '#app/catalogue/ranking-orders.ts';
import { searchTokens } from '#app/catalogue/search/normalise.ts';
import { brandReadingRows } from './brand-reading.ts';
import type { SeedCar } from './car.ts';

/** Recounts car_facets (migrations/0004_car_facets.sql) from cars and car_tags: after any catalogue change. */
export const REBUILD_FACETS_SQL = `DELETE FROM car_facets;
INSERT INTO car_facets (purpose, fuel, brand_slug, brand, body_type, price_band, status, seat_band, cars) SELECT p.value, f.value, c.brand_slug, c.brand, c.body_type, c.price_band, c.status, c.seat_band, count(*) FROM cars c JOIN (SELECT car_id, value FROM car_tags WHERE kind = 'purpose' UNION ALL SELECT id, '*' FROM cars) p ON p.car_id = c.id JOIN (SELECT car_id, value FROM car_tags WHERE kind = 'fuel' UNION ALL SELECT id, '*' FROM cars) f ON f.car_id = c.id GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;`;

/**
 * Stores the home page's teasers (car_teasers, migrations/0010_car_teasers.sql): the same statements
 * the pages' rankings are built from (app/catalogue/ranking-orders.ts), written out as SQL text.
 */
const dialect = new SQLiteAsyncDialect();
export const REBUILD_TEASERS_SQL = teaserRebuildStatements(drizzle(() => Promise.resolve({ rows: [] })))
  .map((statement) => `${dialect.sqlToQuery(statement.getSQL().inlineParams()).sql};`)
  .join('\n');

/**
 * Where each car's price, power, 0–100, top speed, range and efficiency stand among comparable cars
 * (migrations/0007_car_standings.sql): recomputed from cars after any catalogue change, like the facets.
 * A row whose power or 0–100 time spans several versions ("110–320 hp") stands nowhere for that figure:
 * its best version's figure would speak for the cheapest ("more powerful than 99%" of a $23,000 Golf).
 */
export const REBUILD_STANDINGS_SQL = `DELETE FROM car_standings;
INSERT INTO car_standings (car_id, figure, class_kind, body_type, size_class, price_band, cars, beaten) WITH k(figure) AS (VALUES ('price'), ('power'), ('accel'), ('topSpeed'), ('range'), ('efficiency')), f AS (SELECT * FROM (SELECT c.id, c.body_type, CASE WHEN c.segment IS NULL OR instr(c.segment, '-') = 0 THEN NULL ELSE lower(trim(substr(c.segment, instr(c.segment, '-') + 1))) END AS size_class, c.price_band, k.figure, CASE k.figure WHEN 'price' THEN -c.price_min_usd WHEN 'power' THEN CASE WHEN c.power_hp_max > c.power_hp THEN NULL ELSE coalesce(c.power_hp, c.power_hp_max) END WHEN 'accel' THEN CASE WHEN c.accel_0_100_s_max > c.accel_0_100_s THEN NULL ELSE -c.accel_0_100_s END WHEN 'topSpeed' THEN c.top_speed_kmh WHEN 'range' THEN c.range_km WHEN 'efficiency' THEN -c.efficiency_wh_km END AS score FROM cars c, k WHERE c.status IN ('current', 'discontinued', 'commercial')) WHERE score IS NOT NULL), sized AS (SELECT f.*, CASE WHEN body_type IS NULL OR size_class IS NULL THEN 0 ELSE count(*) OVER (PARTITION BY figure, body_type, size_class) END AS size_cars FROM f), classed AS (SELECT id, figure, score, CASE WHEN size_cars >= 20 THEN 'body-size' WHEN body_type IS NOT NULL THEN 'body' WHEN price_band IS NOT NULL THEN 'price' END AS class_kind, body_type, CASE WHEN size_cars >= 20 THEN size_class END AS size_class, CASE WHEN body_type IS NULL THEN price_band END AS price_band FROM sized) SELECT id, figure, class_kind, body_type, size_class, price_band, count(*) OVER w, rank() OVER (w ORDER BY score) - 1 FROM classed WHERE class_kind IS NOT NULL WINDOW w AS (PARTITION BY figure, class_kind, body_type, size_class, price_band);`;

/**
 * The search index's precomputed answers (migrations/0009_queries_at_scale.sql, 0011_search_prefixes.sql):
 * every prefix of every token of a name, and every word of a car's kind whole (weight 0, scoring 1:
 * app/catalogue/search/kind-words.ts), with each car it matches and its score, and from those rows how many cars
 * it matches, its best cars in relevance order, its best model families and its cars counted by what
 * the list's filters read, from car_search and cars after any catalogue change.
 */
export const REBUILD_SEARCH_SQL = `DELETE FROM car_search_prefixes;
DELETE FROM car_search_top;
DELETE FROM car_search_counts;
DELETE FROM car_search_families;
DELETE FROM car_search_facets;
INSERT INTO car_search_prefixes (prefix, car_id, score, name_order, family_order, brand_slug) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 32), pairs AS (SELECT prefix, car_id, max(score) AS score FROM (SELECT substr(s.token, 1, n.i) AS prefix, s.car_id, s.weight * 2 + (length(s.token) = n.i) AS score FROM car_search s JOIN n ON n.i <= length(s.token) WHERE s.weight > 0 UNION ALL SELECT token, car_id, 1 FROM car_search WHERE weight = 0) GROUP BY 1, 2), placed AS (SELECT id, brand_slug, row_number() OVER (ORDER BY length(name), brand, name, id) AS name_order, dense_rank() OVER (ORDER BY model, brand_slug, model_slug) AS family_order FROM cars) SELECT p.prefix, p.car_id, p.score, o.name_order, o.family_order, o.brand_slug FROM pairs p JOIN placed o ON o.id = p.car_id;
INSERT INTO car_search_counts (prefix, cars) SELECT prefix, count(*) FROM car_search_prefixes GROUP BY prefix;
INSERT INTO car_search_top (prefix, rank, car_id, score) SELECT prefix, rank, car_id, score FROM (SELECT prefix, car_id, score, row_number() OVER (PARTITION BY prefix ORDER BY score DESC, name_order) AS rank FROM car_search_prefixes) WHERE rank <= 48;
INSERT INTO car_search_families (prefix, rank, brand, brand_slug, model, model_slug, versions) WITH families AS (SELECT p.prefix, c.brand_slug, c.model_slug, max(c.brand) AS brand, max(c.model) AS model, max(p.score) AS score, count(*) AS versions FROM car_search_prefixes p JOIN cars c ON c.id = p.car_id GROUP BY 1, 2, 3), ranked AS (SELECT *, row_number() OVER (PARTITION BY prefix ORDER BY score DESC, versions DESC, model, brand_slug, model_slug) AS rank FROM families) SELECT prefix, rank, brand, brand_slug, model, model_slug, versions FROM ranked WHERE rank <= 3;
INSERT INTO car_search_facets (prefix, purposes, fuels, brand_slug, brand, body_type, price_band, status, seat_band, cars) SELECT p.prefix, c.purposes, c.fuels, c.brand_slug, c.brand, c.body_type, c.price_band, c.status, c.seat_band, count(*) FROM car_search_prefixes p JOIN cars c ON c.id = p.car_id GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;`;

/**
 * Summaries read whole by pages (migrations/0009_queries_at_scale.sql, 0013_brand_pages_at_scale.sql):
 * every model family with its ranges, for the brand pages and the sitemap, each brand's totals and its
 * cars per fuel and body type (its page), and the totals of the rankings and of the families.
 * The rankings' conditions are those of app/catalogue/rankings.server.ts (a test holds them equal). A
 * family's price range, as a brand's (families.server.ts), leaves out its concepts' and race cars' prices;
 * its power and 0–100 km/h ranges are those of its cars for sale (a Polo is not 4.1 s to 100 km/h for its
 * R5 rally car), or, where none of those has the figure (a family of race cars only), its other cars'.
 */
/** A car that is or was for sale, commercial vehicles included: families.server.ts's `forSale`. */
const FOR_SALE = "status NOT IN ('concept', 'race')";

export const REBUILD_SUMMARIES_SQL = `DELETE FROM car_families;
INSERT INTO car_families (brand_slug, model_slug, brand, model, variants, price_min, price_max, power_min, power_max, accel_min, accel_max, launch_min, launch_max, generations) SELECT brand_slug, model_slug, max(brand), max(model), count(*), min(CASE WHEN ${FOR_SALE} THEN price_min_usd END), max(CASE WHEN ${FOR_SALE} THEN coalesce(price_max_usd, price_min_usd) END), coalesce(min(CASE WHEN ${FOR_SALE} THEN power_hp END), min(power_hp)), coalesce(max(CASE WHEN ${FOR_SALE} THEN coalesce(power_hp_max, power_hp) END), max(coalesce(power_hp_max, power_hp))), coalesce(min(CASE WHEN ${FOR_SALE} THEN accel_0_100_s END), min(accel_0_100_s)), coalesce(max(CASE WHEN ${FOR_SALE} THEN coalesce(accel_0_100_s_max, accel_0_100_s) END), max(coalesce(accel_0_100_s_max, accel_0_100_s))), min(launch_year), max(launch_year), group_concat(DISTINCT generation) FROM cars GROUP BY brand_slug, model_slug;
DELETE FROM car_brands;
INSERT INTO car_brands (brand_slug, brand, families, cars) SELECT brand_slug, max(brand), count(*), sum(variants) FROM car_families GROUP BY brand_slug;
DELETE FROM car_brand_facets;
INSERT INTO car_brand_facets (brand_slug, facet, value, cars) SELECT brand_slug, 'fuel', fuel, count(*) FROM cars WHERE fuel IS NOT NULL GROUP BY brand_slug, fuel UNION ALL SELECT brand_slug, 'body_type', body_type, count(*) FROM cars WHERE body_type IS NOT NULL GROUP BY brand_slug, body_type;
DELETE FROM car_counts;
INSERT INTO car_counts (name, cars) SELECT 'families', count(*) FROM car_families;
INSERT INTO car_counts (name, cars) SELECT 'ranking:newest', count(*) FROM cars WHERE family_lead = 1 AND launch_year IS NOT NULL;
INSERT INTO car_counts (name, cars) SELECT 'ranking:accel', count(*) FROM cars WHERE status NOT IN ('concept', 'race', 'commercial') AND accel_0_100_s IS NOT NULL;
INSERT INTO car_counts (name, cars) SELECT 'ranking:topSpeed', count(*) FROM cars WHERE status NOT IN ('concept', 'race', 'commercial') AND top_speed_kmh IS NOT NULL;
INSERT INTO car_counts (name, cars) SELECT 'ranking:range', count(*) FROM cars WHERE status NOT IN ('concept', 'race', 'commercial') AND range_km IS NOT NULL;`;

const COLUMNS: Array<[keyof SeedCar, string]> = [
  ['id', 'id'],
  ['slug', 'slug'],
  ['brand', 'brand'],
  ['brandSlug', 'brand_slug'],
  ['model', 'model'],
  ['modelSlug', 'model_slug'],
  ['variant', 'variant'],
  ['generation', 'generation'],
  ['familyLead', 'family_lead'],
  ['status', 'status'],
  ['name', 'name'],
  ['bodyType', 'body_type'],
  ['fuel', 'fuel'],
  ['fuels', 'fuels'],
  ['purposes', 'purposes'],
  ['priceMinUsd', 'price_min_usd'],
  ['priceMaxUsd', 'price_max_usd'],
  ['priceBand', 'price_band'],
  ['powerHp', 'power_hp'],
  ['powerHpMax', 'power_hp_max'],
  ['torqueNm', 'torque_nm'],
  ['torqueNmMax', 'torque_nm_max'],
  ['accel0To100S', 'accel_0_100_s'],
  ['accel0To100SMax', 'accel_0_100_s_max'],
  ['topSpeedKmh', 'top_speed_kmh'],
  ['seats', 'seats'],
  ['seatsMax', 'seats_max'],
  ['seatsLabel', 'seats_label'],
  ['drivetrain', 'drivetrain'],
  ['engine', 'engine'],
  ['displacementCc', 'displacement_cc'],
  ['cylinders', 'cylinders'],
  ['aspiration', 'aspiration'],
  ['batteryKwh', 'battery_kwh'],
  ['batteryCells', 'battery_cells'],
  ['chargePort', 'charge_port'],
  ['rangeKm', 'range_km'],
  ['efficiencyWhKm', 'efficiency_wh_km'],
  ['fastChargeKw', 'fast_charge_kw'],
  ['lengthMm', 'length_mm'],
  ['widthMm', 'width_mm'],
  ['heightMm', 'height_mm'],
  ['cargoL', 'cargo_l'],
  ['towingKg', 'towing_kg'],
  ['segment', 'segment'],
  ['launchYear', 'launch_year'],
  ['launchBasis', 'launch_basis'],
  ['modelYear', 'model_year'],
  ['modelYearMax', 'model_year_max'],
  ['usYearFirst', 'us_year_first'],
  ['usYearLatest', 'us_year_latest'],
  ['figureNotes', 'figure_notes'],
  ['epa', 'epa'],
  ['source', 'source'],
  ['sourceUrl', 'source_url'],
  ['sourceKey', 'source_key'],
];

/** One car as a line of seed/cars.json: its fields in the order of the table's columns, every field a column. */
export function seedJsonLine(car: SeedCar): string {
  const extra = Object.keys(car).filter((key) => !COLUMNS.some(([column]) => column === key));
  if (extra.length) throw new Error(`seed fields without a column: ${extra.join(', ')}`);
  return JSON.stringify(Object.fromEntries(COLUMNS.map(([key]) => [key, car[key]])));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return literal(value.join(','));
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return literal(JSON.stringify(value));
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** An id that moved into another car; `key` is the source key of the row that had it, so the row reclaims its id if it is ever a car of its own again. */
export type Redirect = { from: number; to: number; reason: string; key?: string };

/**
 * A car merged into another takes its visitors' photos and its views with it: without this, a
 * re-import that merges two listings would hide the photos an operator approved (they name an id
 * that is a redirect now) and drop the car's views from the rankings of the most viewed.
 */
const MOVE_TO_MERGED_CAR_SQL = [
  'UPDATE photos SET car_id = (SELECT to_id FROM car_redirects WHERE from_id = photos.car_id) WHERE car_id IN (SELECT from_id FROM car_redirects);',
  'INSERT INTO car_popularity (car_id, views, updated_at) SELECT r.to_id, sum(p.views), max(p.updated_at) FROM car_popularity p JOIN car_redirects r ON r.from_id = p.car_id GROUP BY r.to_id ON CONFLICT (car_id) DO UPDATE SET views = views + excluded.views, updated_at = max(updated_at, excluded.updated_at);',
  'DELETE FROM car_popularity WHERE car_id IN (SELECT from_id FROM car_redirects);',
];

export function toSeedSql(cars: SeedCar[], redirects: Redirect[]): string {
  const names = COLUMNS.map(([, column]) => column);
  const updates = names
    .filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  const lines = ['-- Generated by scripts/import-catalogue.ts from the sources credited in README.md. Do not edit.'];
  // 50 rows a statement keeps each well under D1's 100 KB statement limit
  for (let i = 0; i < cars.length; i += 50) {
    const rows = cars.slice(i, i + 50).map((car) => `(${COLUMNS.map(([key]) => literal(car[key])).join(', ')})`);
    lines.push(`INSERT INTO cars (${names.join(', ')}) VALUES ${rows.join(', ')} ON CONFLICT (id) DO UPDATE SET ${updates};`);
  }
  // a car that a re-import no longer yields leaves the catalogue
  lines.push(`DELETE FROM cars WHERE id NOT IN (${cars.map((car) => car.id).join(', ')});`);
  lines.push('DELETE FROM car_redirects;');
  for (let i = 0; i < redirects.length; i += 200) {
    const rows = redirects.slice(i, i + 200).map((r) => `(${r.from}, ${r.to}, ${literal(r.reason)})`);
    lines.push(`INSERT INTO car_redirects (from_id, to_id, reason) VALUES ${rows.join(', ')};`);
  }
  lines.push(...MOVE_TO_MERGED_CAR_SQL);
  lines.push(`DELETE FROM car_tags WHERE kind IN ('purpose', 'fuel');`);
  const tags = cars.flatMap((car) => [
    ...car.purposes.map((value) => `('purpose', ${literal(value)}, ${car.id})`),
    ...car.fuels.map((value) => `('fuel', ${literal(value)}, ${car.id})`),
  ]);
  for (let i = 0; i < tags.length; i += 200) {
    lines.push(`INSERT INTO car_tags (kind, value, car_id) VALUES ${tags.slice(i, i + 200).join(', ')};`);
  }
  lines.push('DELETE FROM car_search;');
  const tokens = cars.flatMap((car) => [...searchTokens(car)].map(([token, weight]) => `(${literal(token)}, ${car.id}, ${weight})`));
  for (let i = 0; i < tokens.length; i += 500) {
    lines.push(`INSERT INTO car_search (token, car_id, weight) VALUES ${tokens.slice(i, i + 500).join(', ')};`);
  }
  const { brandWords, namedKinds } = brandReadingRows(cars);
  lines.push('DELETE FROM search_brand_words;');
  for (let i = 0; i < brandWords.length; i += 200) {
    const rows = brandWords.slice(i, i + 200).map((row) => `(${literal(row.words)}, ${literal(row.brandSlug)})`);
    lines.push(`INSERT INTO search_brand_words (words, brand_slug) VALUES ${rows.join(', ')};`);
  }
  lines.push('DELETE FROM search_named_kinds;');
  for (let i = 0; i < namedKinds.length; i += 200) {
    const rows = namedKinds.slice(i, i + 200).map((row) => `(${literal(row.brandSlug)}, ${literal(row.word)})`);
    lines.push(`INSERT INTO search_named_kinds (brand_slug, word) VALUES ${rows.join(', ')};`);
  }
  lines.push(REBUILD_FACETS_SQL);
  lines.push(REBUILD_STANDINGS_SQL);
  lines.push(REBUILD_SEARCH_SQL);
  lines.push(REBUILD_SUMMARIES_SQL);
  lines.push(REBUILD_TEASERS_SQL);
  return `${lines.join('\n')}\n`;
}
