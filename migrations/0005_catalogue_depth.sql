-- What kind of car each row is, what its years mean, and the US (EPA) facts of its model family.
-- Filled by seed/cars.sql (scripts/import-catalogue.ts); see docs/catalogue-import.md for every rule.

-- Years say what they are: the launch year of the generation (curated, or the nameplate's first US
-- model year), and the US model-year span of the matched EPA models.
ALTER TABLE cars RENAME COLUMN release_year TO launch_year;
ALTER TABLE cars RENAME COLUMN model_year_first TO us_year_first;
ALTER TABLE cars RENAME COLUMN model_year_latest TO us_year_latest;
-- 'curated' (seed/curation/models.csv) or 'us-debut' (first US model year of the nameplate)
ALTER TABLE cars ADD COLUMN launch_basis TEXT;
-- a model year written into the source's name: (MY24), (MY24-26), 2024(Base Model)
ALTER TABLE cars ADD COLUMN model_year INTEGER;
ALTER TABLE cars ADD COLUMN model_year_max INTEGER;

-- current | discontinued | concept | race | commercial (app/catalogue/categories.ts)
ALTER TABLE cars ADD COLUMN status TEXT NOT NULL DEFAULT 'current';
-- the model family (`model`) as a URL segment, unique within the brand
ALTER TABLE cars ADD COLUMN model_slug TEXT NOT NULL DEFAULT '';
ALTER TABLE cars ADD COLUMN generation TEXT;
-- 1 for the one road car that stands for its model family in "Newest releases" (the newest launch, then
-- the lowest price): the ranking reads one row per family straight from an index, whatever the size
ALTER TABLE cars ADD COLUMN family_lead INTEGER NOT NULL DEFAULT 0;

-- the slowest 0–100 km/h of the versions a row lists, beside the quickest (accel_0_100_s), so a card
-- shows a range rather than pairing one version's power with another's time
ALTER TABLE cars ADD COLUMN accel_0_100_s_max REAL;
ALTER TABLE cars ADD COLUMN cylinders INTEGER;
ALTER TABLE cars ADD COLUMN aspiration TEXT;
ALTER TABLE cars ADD COLUMN charge_port TEXT;
ALTER TABLE cars ADD COLUMN battery_cells INTEGER;
-- the source's qualifiers per figure, JSON: {"power":"up to","torque":"or more","accel":"GT model"}
ALTER TABLE cars ADD COLUMN figure_notes TEXT NOT NULL DEFAULT '{}';
-- US facts from FuelEconomy.gov for a confident match, JSON (scripts/import/epa.ts EpaFacts); NULL without one
ALTER TABLE cars ADD COLUMN epa TEXT;

CREATE INDEX cars_by_model ON cars (brand_slug, model_slug);
CREATE INDEX cars_by_status ON cars (status, brand, name);
CREATE INDEX cars_newest_families ON cars (launch_year DESC, brand, model) WHERE family_lead = 1;
-- The rankings take road cars only (app/catalogue/rankings.server.ts writes the same literal condition,
-- so these partial indexes answer both a ranking page and its count without reading the table).
DROP INDEX cars_by_accel;
DROP INDEX cars_by_top_speed;
CREATE INDEX cars_by_accel ON cars (accel_0_100_s, top_speed_kmh DESC)
  WHERE accel_0_100_s IS NOT NULL AND status NOT IN ('concept', 'race', 'commercial');
CREATE INDEX cars_by_top_speed ON cars (top_speed_kmh DESC, accel_0_100_s)
  WHERE top_speed_kmh IS NOT NULL AND status NOT IN ('concept', 'race', 'commercial');

-- The list's counted table gains the status dimension (migrations/0004_car_facets.sql).
ALTER TABLE car_facets ADD COLUMN status TEXT NOT NULL DEFAULT 'current';

-- A car id that disappeared in a merge points at the car it became, so a published URL never breaks.
CREATE TABLE car_redirects (
  from_id INTEGER PRIMARY KEY,
  to_id INTEGER NOT NULL,
  reason TEXT NOT NULL
);
