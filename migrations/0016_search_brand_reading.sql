-- What the list's search knows of the brands' names (scripts/import/brand-reading.ts, decision 092): a
-- brand named beside words of kinds (`bmw electric`) is read as the brand and kind filters where that
-- finds the very cars the search would, so it is answered from the filters' indexes at any size.
-- search_brand_words: words (as the search reads them, joined by a space) that match one brand's cars
-- and no other car. search_named_kinds: a brand's words of kinds that start the name of one of its cars
-- of another kind (`porsche` `hybrid`: the E-Hybrids are plug-in hybrids), which stay a search.
-- Written by the seed (seed/cars.sql) with the search index.
CREATE TABLE search_brand_words (
  words TEXT NOT NULL PRIMARY KEY,
  brand_slug TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE search_named_kinds (
  brand_slug TEXT NOT NULL,
  word TEXT NOT NULL,
  PRIMARY KEY (brand_slug, word)
) WITHOUT ROWID;
