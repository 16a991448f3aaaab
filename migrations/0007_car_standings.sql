-- Where each car's figures stand among comparable cars, for the car page ("quicker than 87% of SUVs"):
-- one row per car and figure (price, power, accel, topSpeed, range, efficiency) with the class it
-- was compared in and how many of that class's cars it beats. The class is the body type and size
-- class (the segment's size: medium, large …) where 20 or more cars share both, else the body type,
-- else (body type unknown) the price band. Concepts and race cars are in no class. Rebuilt from cars
-- by the same statements at the end of seed/cars.sql (scripts/import/sql.ts), after any change to the
-- catalogue, so a page reads one row per figure, whatever the catalogue's size.
CREATE TABLE car_standings (
  car_id INTEGER NOT NULL,
  figure TEXT NOT NULL,
  class_kind TEXT NOT NULL,
  body_type TEXT,
  size_class TEXT,
  price_band TEXT,
  cars INTEGER NOT NULL,
  beaten INTEGER NOT NULL,
  PRIMARY KEY (car_id, figure)
) WITHOUT ROWID;
DELETE FROM car_standings;
INSERT INTO car_standings (car_id, figure, class_kind, body_type, size_class, price_band, cars, beaten) WITH k(figure) AS (VALUES ('price'), ('power'), ('accel'), ('topSpeed'), ('range'), ('efficiency')), f AS (SELECT * FROM (SELECT c.id, c.body_type, CASE WHEN c.segment IS NULL OR instr(c.segment, '-') = 0 THEN NULL ELSE lower(trim(substr(c.segment, instr(c.segment, '-') + 1))) END AS size_class, c.price_band, k.figure, CASE k.figure WHEN 'price' THEN -c.price_min_usd WHEN 'power' THEN coalesce(c.power_hp_max, c.power_hp) WHEN 'accel' THEN -c.accel_0_100_s WHEN 'topSpeed' THEN c.top_speed_kmh WHEN 'range' THEN c.range_km WHEN 'efficiency' THEN -c.efficiency_wh_km END AS score FROM cars c, k WHERE c.status IN ('current', 'discontinued', 'commercial')) WHERE score IS NOT NULL), sized AS (SELECT f.*, CASE WHEN body_type IS NULL OR size_class IS NULL THEN 0 ELSE count(*) OVER (PARTITION BY figure, body_type, size_class) END AS size_cars FROM f), classed AS (SELECT id, figure, score, CASE WHEN size_cars >= 20 THEN 'body-size' WHEN body_type IS NOT NULL THEN 'body' WHEN price_band IS NOT NULL THEN 'price' END AS class_kind, body_type, CASE WHEN size_cars >= 20 THEN size_class END AS size_class, CASE WHEN body_type IS NULL THEN price_band END AS price_band FROM sized) SELECT id, figure, class_kind, body_type, size_class, price_band, count(*) OVER w, rank() OVER (w ORDER BY score) - 1 FROM classed WHERE class_kind IS NOT NULL WINDOW w AS (PARTITION BY figure, class_kind, body_type, size_class, price_band);
