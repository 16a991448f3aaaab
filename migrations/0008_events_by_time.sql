-- The operators' console counts events of the last day and week, per domain and per car: an index by
-- time that holds what those counts read, so they never scan the whole table.
CREATE INDEX events_by_time ON events (received_at, host, name, car_id);
