-- The keyword search's index: one row per word a car can be found by, normalised (lower case, no
-- accents or punctuation: app/catalogue/search/normalise.ts) and weighted by where it comes from
-- (model family, brand or alias, variant, name, generation). A query word matches by prefix, which
-- is a range scan of the primary key. Filled by seed/cars.sql after every catalogue change; a plain
-- table rather than FTS5: docs/decisions/025-search-index.md.
CREATE TABLE car_search (
  token TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  weight INTEGER NOT NULL,
  PRIMARY KEY (token, car_id)
) WITHOUT ROWID;
