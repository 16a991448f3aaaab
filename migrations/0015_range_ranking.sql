-- The rankings' longest range (app/catalogue/ranking-orders.ts): road cars by stated range, longest
-- first, ties by the lower consumption. A partial index like the other rankings' (0005), so a page reads
-- its rows in order and stops; its total is counted with the others into car_counts.
CREATE INDEX cars_by_range_ranked ON cars (range_km DESC, efficiency_wh_km)
  WHERE range_km IS NOT NULL AND status NOT IN ('concept', 'race', 'commercial');
INSERT INTO car_counts (name, cars)
  SELECT 'ranking:range', count(*) FROM cars WHERE status NOT IN ('concept', 'race', 'commercial') AND range_km IS NOT NULL;
