-- A brand page reads what it shows, however many cars and model families the brand has (decision 068):
-- its families a page at a time in name order (car_families_by_name), and its totals and its cars per
-- fuel and per body type from two small tables counted by the seed's last statements (scripts/import/
-- sql.ts, REBUILD_SUMMARIES_SQL), instead of counting the brand's cars through an index on each visit.
CREATE INDEX car_families_by_name ON car_families (brand_slug, model COLLATE NOCASE, model_slug);
CREATE TABLE car_brands (
  brand_slug TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  families INTEGER NOT NULL,
  cars INTEGER NOT NULL
) WITHOUT ROWID;
-- facet: 'fuel' or 'body_type'; cars without the value are not counted (the page lists known values)
CREATE TABLE car_brand_facets (
  brand_slug TEXT NOT NULL,
  facet TEXT NOT NULL,
  value TEXT NOT NULL,
  cars INTEGER NOT NULL,
  PRIMARY KEY (brand_slug, facet, value)
) WITHOUT ROWID;
-- what read them before: nothing else counts a brand's cars by fuel or body type
DROP INDEX cars_brand_fuel;
DROP INDEX cars_brand_body;
INSERT INTO car_brands (brand_slug, brand, families, cars) SELECT brand_slug, max(brand), count(*), sum(variants) FROM car_families GROUP BY brand_slug;
INSERT INTO car_brand_facets (brand_slug, facet, value, cars) SELECT brand_slug, 'fuel', fuel, count(*) FROM cars WHERE fuel IS NOT NULL GROUP BY brand_slug, fuel UNION ALL SELECT brand_slug, 'body_type', body_type, count(*) FROM cars WHERE body_type IS NOT NULL GROUP BY brand_slug, body_type;
