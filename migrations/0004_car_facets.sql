-- Counts of cars per combination of the list's filters, so a list page's total and its counts per
-- filter option read a few hundred rows whatever the catalogue's size (the live counts read every
-- matching car: 16× slower at 100,000 cars, bench/scale.md). One row per purpose × fuel × brand ×
-- body type × price band that has cars; '*' in purpose or fuel counts each car once whatever its
-- purposes or fuels. Rebuilt from cars and car_tags by the same statements at the end of
-- seed/cars.sql (scripts/import/sql.ts), after any change to the catalogue.
CREATE TABLE car_facets (
  purpose TEXT NOT NULL,
  fuel TEXT NOT NULL,
  brand_slug TEXT NOT NULL,
  brand TEXT NOT NULL,
  body_type TEXT,
  price_band TEXT,
  cars INTEGER NOT NULL
);
CREATE INDEX car_facets_by_tags ON car_facets (purpose, fuel);
DELETE FROM car_facets;
INSERT INTO car_facets (purpose, fuel, brand_slug, brand, body_type, price_band, cars) SELECT p.value, f.value, c.brand_slug, c.brand, c.body_type, c.price_band, count(*) FROM cars c JOIN (SELECT car_id, value FROM car_tags WHERE kind = 'purpose' UNION ALL SELECT id, '*' FROM cars) p ON p.car_id = c.id JOIN (SELECT car_id, value FROM car_tags WHERE kind = 'fuel' UNION ALL SELECT id, '*' FROM cars) f ON f.car_id = c.id GROUP BY 1, 2, 3, 4, 5, 6;
