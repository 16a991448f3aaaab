-- The list's sorts put cars without the figure last (`x IS NULL, x`): an index on exactly those
-- expressions lets a sorted, unfiltered list page read its 24 rows in order instead of sorting the
-- whole table (checked by tests/workers/query-plans.test.ts, measured by npm run bench:scale).
CREATE INDEX cars_list_price_asc ON cars (price_min_usd IS NULL, price_min_usd, brand, name, id);
CREATE INDEX cars_list_price_desc ON cars (price_min_usd IS NULL, price_min_usd DESC, brand, name, id);
CREATE INDEX cars_list_newest ON cars (release_year IS NULL, release_year DESC, model_year_first DESC, brand, name, id);
CREATE INDEX cars_list_fastest ON cars (accel_0_100_s IS NULL, accel_0_100_s, top_speed_kmh DESC, brand, name, id);
CREATE INDEX cars_list_power ON cars (power_hp IS NULL, power_hp DESC, brand, name, id);
