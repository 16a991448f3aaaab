-- What keeps a search flat at 100,000 cars (docs/decisions/038-queries-at-scale.md). A query's words
-- are matched from the rarest one: car_search_counts says how many cars each prefix of a token
-- matches, and car_search_by_car looks a word up per candidate car. A single word's first pages and
-- its suggestions are read from car_search_top (its best cars in relevance order, at most 48) and
-- car_search_families (its best model families, at most 3). Rebuilt from car_search and cars by the
-- same statements at the end of seed/cars.sql (scripts/import/sql.ts), after any catalogue change.
CREATE TABLE car_search_counts (
  prefix TEXT PRIMARY KEY,
  cars INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE car_search_top (
  prefix TEXT NOT NULL,
  rank INTEGER NOT NULL,
  car_id INTEGER NOT NULL,
  score INTEGER NOT NULL,
  PRIMARY KEY (prefix, rank)
) WITHOUT ROWID;
CREATE TABLE car_search_families (
  prefix TEXT NOT NULL,
  rank INTEGER NOT NULL,
  brand TEXT NOT NULL,
  brand_slug TEXT NOT NULL,
  model TEXT NOT NULL,
  model_slug TEXT NOT NULL,
  versions INTEGER NOT NULL,
  PRIMARY KEY (prefix, rank)
) WITHOUT ROWID;
CREATE INDEX car_search_by_car ON car_search (car_id, token, weight);
-- A list filtered by brand, body type, price band or status and sorted by price, launch, 0–100 or
-- power reads its page in order from the filter's own index and stops there, instead of sorting every
-- car of the filter (a purpose or fuel filter reads the sort's index and probes car_tags per car).
CREATE INDEX cars_brand_price_asc ON cars (brand_slug, price_min_usd IS NULL, price_min_usd);
CREATE INDEX cars_brand_price_desc ON cars (brand_slug, price_min_usd IS NULL, price_min_usd DESC);
CREATE INDEX cars_brand_newest ON cars (brand_slug, launch_year IS NULL, launch_year DESC, us_year_first DESC);
CREATE INDEX cars_brand_fastest ON cars (brand_slug, accel_0_100_s IS NULL, accel_0_100_s, top_speed_kmh DESC);
CREATE INDEX cars_brand_power ON cars (brand_slug, power_hp IS NULL, power_hp DESC);
CREATE INDEX cars_body_price_asc ON cars (body_type, price_min_usd IS NULL, price_min_usd);
CREATE INDEX cars_body_price_desc ON cars (body_type, price_min_usd IS NULL, price_min_usd DESC);
CREATE INDEX cars_body_newest ON cars (body_type, launch_year IS NULL, launch_year DESC, us_year_first DESC);
CREATE INDEX cars_body_fastest ON cars (body_type, accel_0_100_s IS NULL, accel_0_100_s, top_speed_kmh DESC);
CREATE INDEX cars_body_power ON cars (body_type, power_hp IS NULL, power_hp DESC);
CREATE INDEX cars_price_band_price_asc ON cars (price_band, price_min_usd IS NULL, price_min_usd);
CREATE INDEX cars_price_band_price_desc ON cars (price_band, price_min_usd IS NULL, price_min_usd DESC);
CREATE INDEX cars_price_band_newest ON cars (price_band, launch_year IS NULL, launch_year DESC, us_year_first DESC);
CREATE INDEX cars_price_band_fastest ON cars (price_band, accel_0_100_s IS NULL, accel_0_100_s, top_speed_kmh DESC);
CREATE INDEX cars_price_band_power ON cars (price_band, power_hp IS NULL, power_hp DESC);
CREATE INDEX cars_status_price_asc ON cars (status, price_min_usd IS NULL, price_min_usd);
CREATE INDEX cars_status_price_desc ON cars (status, price_min_usd IS NULL, price_min_usd DESC);
CREATE INDEX cars_status_newest ON cars (status, launch_year IS NULL, launch_year DESC, us_year_first DESC);
CREATE INDEX cars_status_fastest ON cars (status, accel_0_100_s IS NULL, accel_0_100_s, top_speed_kmh DESC);
CREATE INDEX cars_status_power ON cars (status, power_hp IS NULL, power_hp DESC);
-- A single word's cars counted by what the list's filters read, so its counts read a few rows.
CREATE TABLE car_search_facets (
  prefix TEXT NOT NULL,
  purposes TEXT NOT NULL,
  fuels TEXT NOT NULL,
  brand_slug TEXT NOT NULL,
  brand TEXT NOT NULL,
  body_type TEXT,
  price_band TEXT,
  status TEXT NOT NULL,
  cars INTEGER NOT NULL
);
CREATE INDEX car_search_facets_by_prefix ON car_search_facets (prefix);
-- Every model family with its ranges (the brand pages, the sitemap), and totals read whole (the
-- rankings', the families'): a brand page or a ranking's count then reads its own rows, not every car.
CREATE TABLE car_families (
  brand_slug TEXT NOT NULL,
  model_slug TEXT NOT NULL,
  brand TEXT NOT NULL,
  model TEXT NOT NULL,
  variants INTEGER NOT NULL,
  price_min INTEGER,
  price_max INTEGER,
  power_min INTEGER,
  power_max INTEGER,
  accel_min REAL,
  accel_max REAL,
  launch_min INTEGER,
  launch_max INTEGER,
  generations TEXT,
  PRIMARY KEY (brand_slug, model_slug)
) WITHOUT ROWID;
CREATE TABLE car_counts (
  name TEXT PRIMARY KEY,
  cars INTEGER NOT NULL
) WITHOUT ROWID;
-- What a brand page counts: its fuels and body types, from the index alone.
CREATE INDEX cars_brand_fuel ON cars (brand_slug, fuel);
CREATE INDEX cars_brand_body ON cars (brand_slug, body_type);
DELETE FROM car_search_top;
DELETE FROM car_search_counts;
DELETE FROM car_search_families;
DELETE FROM car_search_facets;
INSERT INTO car_search_counts (prefix, cars) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 32) SELECT substr(s.token, 1, n.i), count(DISTINCT s.car_id) FROM car_search s JOIN n ON n.i <= length(s.token) GROUP BY 1;
INSERT INTO car_search_top (prefix, rank, car_id, score) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 32), pairs AS (SELECT substr(s.token, 1, n.i) AS prefix, s.car_id, max(s.weight * 2 + (length(s.token) = n.i)) AS score FROM car_search s JOIN n ON n.i <= length(s.token) GROUP BY 1, 2), ranked AS (SELECT p.prefix, p.car_id, p.score, row_number() OVER (PARTITION BY p.prefix ORDER BY p.score DESC, length(c.name), c.brand, c.name, c.id) AS rank FROM pairs p JOIN cars c ON c.id = p.car_id) SELECT prefix, rank, car_id, score FROM ranked WHERE rank <= 48;
INSERT INTO car_search_families (prefix, rank, brand, brand_slug, model, model_slug, versions) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 32), pairs AS (SELECT substr(s.token, 1, n.i) AS prefix, s.car_id, max(s.weight * 2 + (length(s.token) = n.i)) AS score FROM car_search s JOIN n ON n.i <= length(s.token) GROUP BY 1, 2), families AS (SELECT p.prefix, c.brand_slug, c.model_slug, max(c.brand) AS brand, max(c.model) AS model, max(p.score) AS score, count(*) AS versions FROM pairs p JOIN cars c ON c.id = p.car_id GROUP BY 1, 2, 3), ranked AS (SELECT *, row_number() OVER (PARTITION BY prefix ORDER BY score DESC, versions DESC, model, brand_slug, model_slug) AS rank FROM families) SELECT prefix, rank, brand, brand_slug, model, model_slug, versions FROM ranked WHERE rank <= 3;
INSERT INTO car_search_facets (prefix, purposes, fuels, brand_slug, brand, body_type, price_band, status, cars) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 32), pairs AS (SELECT DISTINCT substr(s.token, 1, n.i) AS prefix, s.car_id FROM car_search s JOIN n ON n.i <= length(s.token)) SELECT p.prefix, c.purposes, c.fuels, c.brand_slug, c.brand, c.body_type, c.price_band, c.status, count(*) FROM pairs p JOIN cars c ON c.id = p.car_id GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
DELETE FROM car_families;
INSERT INTO car_families (brand_slug, model_slug, brand, model, variants, price_min, price_max, power_min, power_max, accel_min, accel_max, launch_min, launch_max, generations) SELECT brand_slug, model_slug, max(brand), max(model), count(*), min(price_min_usd), max(coalesce(price_max_usd, price_min_usd)), min(power_hp), max(coalesce(power_hp_max, power_hp)), min(accel_0_100_s), max(coalesce(accel_0_100_s_max, accel_0_100_s)), min(launch_year), max(launch_year), group_concat(DISTINCT generation) FROM cars GROUP BY brand_slug, model_slug;
DELETE FROM car_counts;
INSERT INTO car_counts (name, cars) SELECT 'families', count(*) FROM car_families;
INSERT INTO car_counts (name, cars) SELECT 'ranking:newest', count(*) FROM cars WHERE family_lead = 1 AND launch_year IS NOT NULL;
INSERT INTO car_counts (name, cars) SELECT 'ranking:accel', count(*) FROM cars WHERE status NOT IN ('concept', 'race', 'commercial') AND accel_0_100_s IS NOT NULL;
INSERT INTO car_counts (name, cars) SELECT 'ranking:topSpeed', count(*) FROM cars WHERE status NOT IN ('concept', 'race', 'commercial') AND top_speed_kmh IS NOT NULL;
