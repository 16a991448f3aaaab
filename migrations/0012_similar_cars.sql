-- Similar cars (app/catalogue/rankings.server.ts, similarStatements): the cars nearest a car's price,
-- else power, else 0–100 km/h time, among its body type on its fuel, read from each side of the figure
-- and stopping at a few rows, instead of sorting every car of the body type by likeness (decision 065).
-- The body type on any fuel and the whole catalogue use the indexes of 0001 and 0009.
CREATE INDEX cars_body_fuel_price ON cars (body_type, fuel, price_min_usd IS NULL, price_min_usd);
CREATE INDEX cars_body_fuel_power ON cars (body_type, fuel, power_hp IS NULL, power_hp);
CREATE INDEX cars_body_fuel_accel ON cars (body_type, fuel, accel_0_100_s IS NULL, accel_0_100_s);
