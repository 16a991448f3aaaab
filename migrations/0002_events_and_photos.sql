-- First-party analytics events. (batch_id, seq) is unique, so a retried batch is stored once.
CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  batch_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  name TEXT NOT NULL,
  car_id INTEGER,
  host TEXT NOT NULL,
  channel TEXT,
  device_type TEXT,
  path TEXT,
  params TEXT NOT NULL DEFAULT '{}',
  client_time INTEGER,
  received_at INTEGER NOT NULL,
  UNIQUE (batch_id, seq)
);
CREATE INDEX events_car_views ON events (name, id, car_id);

-- Car views counted from events by the scheduled aggregation, never on the request path.
CREATE TABLE car_popularity (
  car_id INTEGER PRIMARY KEY,
  views INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE INDEX car_popularity_by_views ON car_popularity (views DESC);

-- Watermarks of scheduled jobs (the last event id counted into car_popularity).
CREATE TABLE job_state (
  name TEXT PRIMARY KEY,
  last_id INTEGER NOT NULL
);

-- Visitor photos: bytes in R2 under r2_key, listed only once an operator approves them.
CREATE TABLE photos (
  id TEXT PRIMARY KEY,
  car_id INTEGER NOT NULL,
  r2_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  caption TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  submitted_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX photos_by_car ON photos (car_id, status, submitted_at DESC);
CREATE INDEX photos_by_status ON photos (status, submitted_at);
