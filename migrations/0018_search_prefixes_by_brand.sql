-- A search of a brand beside other words (`porsche hybrid`, `gmc truck`, `porsche turbo`) reads the
-- cars of its rarest other word that are of the brand, not every car of either (docs/decisions/
-- 094-a-brand-narrows-the-search-by-its-index.md): each prefix row holds its car's brand, and an index
-- by word and brand holds what the search reads of it. Rebuilt with the other search tables by the
-- statements at the end of seed/cars.sql (scripts/import/sql.ts).
ALTER TABLE car_search_prefixes ADD COLUMN brand_slug TEXT NOT NULL DEFAULT '';
UPDATE car_search_prefixes SET brand_slug = coalesce((SELECT c.brand_slug FROM cars c WHERE c.id = car_search_prefixes.car_id), '');
CREATE INDEX car_search_prefixes_by_brand ON car_search_prefixes (prefix, brand_slug, score, name_order, family_order);
