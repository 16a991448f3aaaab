-- Each car's similar cars (app/catalogue/rankings.server.ts, similarCars), in order: computed once per
-- catalogue change by the importer, which runs the same statements over the seeded catalogue and writes
-- the answers at the end of seed/cars.sql (scripts/import/similar.ts), rather than eight index reads and a
-- second D1 round trip on every car page. A car without rows here (a database seeded before this table)
-- has its similar cars read live.
CREATE TABLE car_similar (
  car_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  similar_id INTEGER NOT NULL,
  PRIMARY KEY (car_id, position)
) WITHOUT ROWID;
