-- The home page's teaser rows (top cars, newest releases, quickest 0–100 km/h, and the newest priced
-- launches that fill the popular row while few cars have views): one car per brand, in order. Each
-- ranks the whole catalogue, so it is computed once per catalogue change by the statements at the end
-- of seed/cars.sql (scripts/import/sql.ts, from app/catalogue/rankings.server.ts) rather than on every
-- render. While a teaser has no rows (a database seeded before this table) it is ranked live.
CREATE TABLE car_teasers (
  teaser TEXT NOT NULL,
  position INTEGER NOT NULL,
  car_id INTEGER NOT NULL,
  PRIMARY KEY (teaser, position)
) WITHOUT ROWID;
