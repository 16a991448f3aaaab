-- Every prefix (1–32 characters) of every search token, once per car, with the car's best score for
-- it (docs/decisions/048-search-words-looked-up-by-prefix.md). A query of several words reads the
-- rarest word's cars and looks every other word up by (prefix, car): one row each, no range to group.
-- name_order places a car among all cars as a search's ties are ordered (the shorter name, then brand,
-- name and id); family_order places its model family among the families (model, brand, model slug),
-- so the best cars and families of a query are sorted without reading the cars table. Rebuilt with
-- the other search tables by the statements at the end of seed/cars.sql (scripts/import/sql.ts).
CREATE TABLE car_search_prefixes (
  prefix TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  score INTEGER NOT NULL,
  name_order INTEGER NOT NULL,
  family_order INTEGER NOT NULL,
  PRIMARY KEY (prefix, car_id)
) WITHOUT ROWID;
INSERT INTO car_search_prefixes (prefix, car_id, score, name_order, family_order) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 32), pairs AS (SELECT substr(s.token, 1, n.i) AS prefix, s.car_id, max(s.weight * 2 + (length(s.token) = n.i)) AS score FROM car_search s JOIN n ON n.i <= length(s.token) GROUP BY 1, 2), placed AS (SELECT id, row_number() OVER (ORDER BY length(name), brand, name, id) AS name_order, dense_rank() OVER (ORDER BY model, brand_slug, model_slug) AS family_order FROM cars) SELECT p.prefix, p.car_id, p.score, o.name_order, o.family_order FROM pairs p JOIN placed o ON o.id = p.car_id;
