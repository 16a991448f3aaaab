-- The list's seats filter (docs/decisions/093-seats-filter.md): each car's seat band, over the most
-- seats it is offered with (app/catalogue/categories.ts SEAT_BANDS), computed by the database so the
-- importer and every copy of a row agree; counted in car_facets and car_search_facets like the other
-- filters, and read in order by its own index for each sort, as the other filters' are (0009).
ALTER TABLE cars ADD COLUMN seat_band TEXT GENERATED ALWAYS AS (CASE WHEN coalesce(seats_max, seats) IS NULL THEN NULL WHEN coalesce(seats_max, seats) <= 2 THEN '2' WHEN coalesce(seats_max, seats) <= 4 THEN '4' WHEN coalesce(seats_max, seats) = 5 THEN '5' WHEN coalesce(seats_max, seats) = 6 THEN '6' ELSE '7-plus' END) VIRTUAL;
CREATE INDEX cars_by_seats ON cars (seat_band, brand, name);
CREATE INDEX cars_seats_price_asc ON cars (seat_band, price_min_usd IS NULL, price_min_usd);
CREATE INDEX cars_seats_price_desc ON cars (seat_band, price_min_usd IS NULL, price_min_usd DESC);
CREATE INDEX cars_seats_newest ON cars (seat_band, launch_year IS NULL, launch_year DESC, us_year_first DESC);
CREATE INDEX cars_seats_fastest ON cars (seat_band, accel_0_100_s IS NULL, accel_0_100_s, top_speed_kmh DESC);
CREATE INDEX cars_seats_power ON cars (seat_band, power_hp IS NULL, power_hp DESC);
ALTER TABLE car_facets ADD COLUMN seat_band TEXT;
ALTER TABLE car_search_facets ADD COLUMN seat_band TEXT;
DELETE FROM car_facets;
INSERT INTO car_facets (purpose, fuel, brand_slug, brand, body_type, price_band, status, seat_band, cars) SELECT p.value, f.value, c.brand_slug, c.brand, c.body_type, c.price_band, c.status, c.seat_band, count(*) FROM cars c JOIN (SELECT car_id, value FROM car_tags WHERE kind = 'purpose' UNION ALL SELECT id, '*' FROM cars) p ON p.car_id = c.id JOIN (SELECT car_id, value FROM car_tags WHERE kind = 'fuel' UNION ALL SELECT id, '*' FROM cars) f ON f.car_id = c.id GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;;
DELETE FROM car_search_facets;
INSERT INTO car_search_facets (prefix, purposes, fuels, brand_slug, brand, body_type, price_band, status, seat_band, cars) SELECT p.prefix, c.purposes, c.fuels, c.brand_slug, c.brand, c.body_type, c.price_band, c.status, c.seat_band, count(*) FROM car_search_prefixes p JOIN cars c ON c.id = p.car_id GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;;
