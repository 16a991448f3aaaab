// Grows a local catalogue to a target size for `npm run bench:scale`: each real car is copied with
// its figures nudged (price, power, 0–100, top speed, launch year), its tags, search tokens and similar
// cars (among its own copy), in SQL statements run inside D1. Nothing generated is committed; the
// copies keep the real catalogue's mix of brands, body types, fuels and purposes, as a larger
// catalogue of the same market would.
import { REBUILD_FACETS_SQL, REBUILD_SEARCH_SQL, REBUILD_STANDINGS_SQL, REBUILD_SUMMARIES_SQL, REBUILD_TEASERS_SQL } from '../import/sql.ts';

const PRICE_BAND = `CASE
  WHEN price IS NULL THEN NULL WHEN price < 20000 THEN 'under-20k' WHEN price < 40000 THEN '20k-40k'
  WHEN price < 70000 THEN '40k-70k' WHEN price < 150000 THEN '70k-150k' ELSE '150k-plus' END`;

/** SQL that adds nudged copies of every car (ids above 100000 × copy), and their tags, to reach `target` cars. */
export function growCatalogueSql(target: number): string {
  const copies = `(SELECT (${target} + count(*) - 1) / count(*) - 1 FROM cars WHERE id < 100000)`;
  const nudge = (column: string, spread: number) => `CASE WHEN c.${column} IS NULL THEN NULL ELSE c.${column} * (1 - ${spread} + ((c.id * 7 + k * 13) % 41) * ${(2 * spread) / 40}) END`;
  return `
WITH RECURSIVE copy(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM copy WHERE k < ${copies}),
nudged AS (SELECT c.*, k, CAST(${nudge('price_min_usd', 0.15)} AS INTEGER) AS price FROM cars c, copy WHERE c.id < 100000)
INSERT INTO cars (id, slug, brand, brand_slug, model, model_slug, variant, generation, family_lead, status, name, body_type, fuel,
  fuels, purposes, price_min_usd, price_max_usd, price_band, power_hp, power_hp_max, torque_nm, torque_nm_max, accel_0_100_s,
  accel_0_100_s_max, top_speed_kmh, seats, seats_max, seats_label, drivetrain, engine, displacement_cc, cylinders, aspiration,
  battery_kwh, battery_cells, charge_port, range_km, efficiency_wh_km, fast_charge_kw, length_mm, width_mm, height_mm, cargo_l,
  towing_kg, segment, launch_year, launch_basis, model_year, model_year_max, us_year_first, us_year_latest, figure_notes, epa,
  source, source_url, source_key)
SELECT id + k * 100000, slug || '-' || k, brand, brand_slug, model || ' (' || k || ')', model_slug || '-' || k, variant, generation,
  family_lead, status, name || ' (' || k || ')', body_type, fuel, fuels, purposes,
  price, price_max_usd, ${PRICE_BAND.replace(/\n/g, ' ')},
  CAST(${nudge('power_hp', 0.1).replace(/c\./g, '')} AS INTEGER), power_hp_max, torque_nm, torque_nm_max,
  ROUND(${nudge('accel_0_100_s', 0.1).replace(/c\./g, '')}, 1), accel_0_100_s_max,
  CAST(${nudge('top_speed_kmh', 0.05).replace(/c\./g, '')} AS INTEGER),
  seats, seats_max, seats_label, drivetrain, engine, displacement_cc, cylinders, aspiration, battery_kwh, battery_cells,
  charge_port, range_km, efficiency_wh_km, fast_charge_kw, length_mm, width_mm, height_mm, cargo_l, towing_kg, segment,
  CASE WHEN launch_year IS NULL THEN NULL ELSE launch_year - (k % 15) END, launch_basis, model_year, model_year_max,
  us_year_first, us_year_latest, figure_notes, epa, source, source_url, source_key || ' copy ' || k
FROM nudged;
WITH RECURSIVE copy(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM copy WHERE k < ${copies})
INSERT INTO car_tags (kind, value, car_id) SELECT kind, value, car_id + k * 100000 FROM car_tags, copy WHERE car_id < 100000;
WITH RECURSIVE copy(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM copy WHERE k < ${copies})
INSERT INTO car_search (token, car_id, weight) SELECT token, car_id + k * 100000, weight FROM car_search, copy WHERE car_id < 100000;
WITH RECURSIVE copy(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM copy WHERE k < ${copies})
INSERT INTO car_similar (car_id, position, similar_id) SELECT car_id + k * 100000, position, similar_id + k * 100000 FROM car_similar, copy WHERE car_id < 100000;
${REBUILD_FACETS_SQL}
${REBUILD_STANDINGS_SQL}
${REBUILD_SEARCH_SQL}
${REBUILD_SUMMARIES_SQL}
${REBUILD_TEASERS_SQL}
`;
}
