// Drizzle's view of the tables created by migrations/. The migrations are the source of truth;
// tests/workers/schema.test.ts fails when this file and the migrated database disagree.
import { sql } from 'drizzle-orm';
import { integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** migrations/0017_seats_filter.sql: the seat band of a car's most seats */
const SEAT_BAND_SQL = sql`CASE WHEN coalesce(seats_max, seats) IS NULL THEN NULL WHEN coalesce(seats_max, seats) <= 2 THEN '2' WHEN coalesce(seats_max, seats) <= 4 THEN '4' WHEN coalesce(seats_max, seats) = 5 THEN '5' WHEN coalesce(seats_max, seats) = 6 THEN '6' ELSE '7-plus' END`;

export const cars = sqliteTable('cars', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  brand: text('brand').notNull(),
  brandSlug: text('brand_slug').notNull(),
  model: text('model').notNull(),
  modelSlug: text('model_slug').notNull(),
  variant: text('variant'),
  generation: text('generation'),
  familyLead: integer('family_lead').notNull(),
  status: text('status').notNull(),
  name: text('name').notNull(),
  bodyType: text('body_type'),
  fuel: text('fuel'),
  fuels: text('fuels').notNull(),
  purposes: text('purposes').notNull(),
  priceMinUsd: integer('price_min_usd'),
  priceMaxUsd: integer('price_max_usd'),
  priceBand: text('price_band'),
  powerHp: integer('power_hp'),
  powerHpMax: integer('power_hp_max'),
  torqueNm: integer('torque_nm'),
  torqueNmMax: integer('torque_nm_max'),
  accel0To100S: real('accel_0_100_s'),
  accel0To100SMax: real('accel_0_100_s_max'),
  topSpeedKmh: integer('top_speed_kmh'),
  seats: integer('seats'),
  seatsMax: integer('seats_max'),
  seatsLabel: text('seats_label'),
  /** the list's seat band (categories.ts SEAT_BANDS), computed by the database from the seats */
  seatBand: text('seat_band').generatedAlwaysAs(SEAT_BAND_SQL, { mode: 'virtual' }),
  drivetrain: text('drivetrain'),
  engine: text('engine'),
  displacementCc: integer('displacement_cc'),
  cylinders: integer('cylinders'),
  aspiration: text('aspiration'),
  batteryKwh: real('battery_kwh'),
  batteryCells: integer('battery_cells'),
  chargePort: text('charge_port'),
  rangeKm: integer('range_km'),
  efficiencyWhKm: integer('efficiency_wh_km'),
  fastChargeKw: real('fast_charge_kw'),
  lengthMm: integer('length_mm'),
  widthMm: integer('width_mm'),
  heightMm: integer('height_mm'),
  cargoL: integer('cargo_l'),
  towingKg: integer('towing_kg'),
  segment: text('segment'),
  launchYear: integer('launch_year'),
  launchBasis: text('launch_basis'),
  modelYear: integer('model_year'),
  modelYearMax: integer('model_year_max'),
  usYearFirst: integer('us_year_first'),
  usYearLatest: integer('us_year_latest'),
  figureNotes: text('figure_notes').notNull(),
  epa: text('epa'),
  source: text('source').notNull(),
  sourceUrl: text('source_url'),
  sourceKey: text('source_key').notNull(),
});

export const carTags = sqliteTable(
  'car_tags',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    carId: integer('car_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.value, table.carId] })],
);

/** The keyword search's index: normalised words and their weight per car (migrations/0006_search_index.sql). */
export const carSearch = sqliteTable(
  'car_search',
  {
    token: text('token').notNull(),
    carId: integer('car_id').notNull(),
    weight: integer('weight').notNull(),
  },
  (table) => [primaryKey({ columns: [table.token, table.carId] })],
);

/** The best cars of every prefix of a search token, in relevance order (migrations/0009_queries_at_scale.sql). */
export const carSearchTop = sqliteTable(
  'car_search_top',
  {
    prefix: text('prefix').notNull(),
    rank: integer('rank').notNull(),
    carId: integer('car_id').notNull(),
    score: integer('score').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.rank] })],
);

/**
 * Every prefix of every search token with each car it matches, the car's best score for it, and where
 * the car and its model family stand in a search's tie order (migrations/0011_search_prefixes.sql).
 */
export const carSearchPrefixes = sqliteTable(
  'car_search_prefixes',
  {
    prefix: text('prefix').notNull(),
    carId: integer('car_id').notNull(),
    score: integer('score').notNull(),
    nameOrder: integer('name_order').notNull(),
    familyOrder: integer('family_order').notNull(),
    /** the car's brand: a search of a brand beside other words reads that brand's rows of a word alone */
    brandSlug: text('brand_slug').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.carId] })],
);

/** How many cars every prefix of a search token matches (migrations/0009_queries_at_scale.sql). */
export const carSearchCounts = sqliteTable('car_search_counts', {
  prefix: text('prefix').primaryKey(),
  cars: integer('cars').notNull(),
});

/** The best model families of every prefix, for the suggestions (migrations/0009_queries_at_scale.sql). */
export const carSearchFamilies = sqliteTable(
  'car_search_families',
  {
    prefix: text('prefix').notNull(),
    rank: integer('rank').notNull(),
    brand: text('brand').notNull(),
    brandSlug: text('brand_slug').notNull(),
    model: text('model').notNull(),
    modelSlug: text('model_slug').notNull(),
    versions: integer('versions').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.rank] })],
);

/** A prefix's cars counted by what the list's filters read (migrations/0009_queries_at_scale.sql). */
export const carSearchFacets = sqliteTable('car_search_facets', {
  prefix: text('prefix').notNull(),
  purposes: text('purposes').notNull(),
  fuels: text('fuels').notNull(),
  brandSlug: text('brand_slug').notNull(),
  brand: text('brand').notNull(),
  bodyType: text('body_type'),
  priceBand: text('price_band'),
  status: text('status').notNull(),
  seatBand: text('seat_band'),
  cars: integer('cars').notNull(),
});

/** Words that match one brand's cars and no other car (migrations/0016_search_brand_reading.sql). */
export const searchBrandWords = sqliteTable('search_brand_words', {
  words: text('words').primaryKey(),
  brandSlug: text('brand_slug').notNull(),
});

/** A brand's words of kinds that start the name of one of its cars of another kind (0016). */
export const searchNamedKinds = sqliteTable(
  'search_named_kinds',
  {
    brandSlug: text('brand_slug').notNull(),
    word: text('word').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandSlug, table.word] })],
);

/** Every model family with its ranges (migrations/0009_queries_at_scale.sql). */
export const carFamilies = sqliteTable(
  'car_families',
  {
    brandSlug: text('brand_slug').notNull(),
    modelSlug: text('model_slug').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    variants: integer('variants').notNull(),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    powerMin: integer('power_min'),
    powerMax: integer('power_max'),
    accelMin: real('accel_min'),
    accelMax: real('accel_max'),
    launchMin: integer('launch_min'),
    launchMax: integer('launch_max'),
    generations: text('generations'),
  },
  (table) => [primaryKey({ columns: [table.brandSlug, table.modelSlug] })],
);

/** Each brand's totals, counted by the seed (migrations/0013_brand_pages_at_scale.sql). */
export const carBrands = sqliteTable('car_brands', {
  brandSlug: text('brand_slug').primaryKey(),
  brand: text('brand').notNull(),
  families: integer('families').notNull(),
  cars: integer('cars').notNull(),
});

/** Each brand's cars per fuel and per body type (`facet`), counted by the seed (migrations/0013_brand_pages_at_scale.sql). */
export const carBrandFacets = sqliteTable(
  'car_brand_facets',
  {
    brandSlug: text('brand_slug').notNull(),
    facet: text('facet', { enum: ['fuel', 'body_type'] }).notNull(),
    value: text('value').notNull(),
    cars: integer('cars').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandSlug, table.facet, table.value] })],
);

/** Totals read whole: the rankings' and the families' (migrations/0009_queries_at_scale.sql). */
export const carCounts = sqliteTable('car_counts', {
  name: text('name').primaryKey(),
  cars: integer('cars').notNull(),
});

/** Cars per combination of the list's filters ('*': any purpose or fuel), see migrations/0004_car_facets.sql. */
export const carFacets = sqliteTable('car_facets', {
  purpose: text('purpose').notNull(),
  fuel: text('fuel').notNull(),
  brandSlug: text('brand_slug').notNull(),
  brand: text('brand').notNull(),
  bodyType: text('body_type'),
  priceBand: text('price_band'),
  status: text('status').notNull(),
  seatBand: text('seat_band'),
  cars: integer('cars').notNull(),
});

/** Car ids that disappeared in a merge, and the car each became (migrations/0005_catalogue_depth.sql). */
export const carRedirects = sqliteTable('car_redirects', {
  fromId: integer('from_id').primaryKey(),
  toId: integer('to_id').notNull(),
  reason: text('reason').notNull(),
});

/** Where a car's figures stand in its class, see migrations/0007_car_standings.sql. */
export const carStandings = sqliteTable(
  'car_standings',
  {
    carId: integer('car_id').notNull(),
    figure: text('figure').notNull(),
    classKind: text('class_kind').notNull(),
    bodyType: text('body_type'),
    sizeClass: text('size_class'),
    priceBand: text('price_band'),
    cars: integer('cars').notNull(),
    beaten: integer('beaten').notNull(),
  },
  (table) => [primaryKey({ columns: [table.carId, table.figure] })],
);

export const events = sqliteTable('events', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  batchId: text('batch_id').notNull(),
  seq: integer('seq').notNull(),
  name: text('name').notNull(),
  carId: integer('car_id'),
  host: text('host').notNull(),
  channel: text('channel'),
  deviceType: text('device_type'),
  path: text('path'),
  params: text('params').notNull(),
  clientTime: integer('client_time'),
  receivedAt: integer('received_at').notNull(),
});

export const carPopularity = sqliteTable('car_popularity', {
  carId: integer('car_id').primaryKey(),
  views: integer('views').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** Each car's similar cars in order, stored with the seed (migrations/0014_similar_cars_stored.sql). */
export const carSimilar = sqliteTable(
  'car_similar',
  {
    carId: integer('car_id').notNull(),
    position: integer('position').notNull(),
    similarId: integer('similar_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.carId, table.position] })],
);

/** The home page's teaser rows, ranked once per catalogue change (migrations/0010_car_teasers.sql). */
export const carTeasers = sqliteTable(
  'car_teasers',
  {
    teaser: text('teaser').notNull(),
    position: integer('position').notNull(),
    carId: integer('car_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.teaser, table.position] })],
);

export const jobState = sqliteTable('job_state', {
  name: text('name').primaryKey(),
  lastId: integer('last_id').notNull(),
});

export const photos = sqliteTable('photos', {
  id: text('id').primaryKey(),
  carId: integer('car_id').notNull(),
  r2Key: text('r2_key').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  caption: text('caption'),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
  submittedAt: integer('submitted_at').notNull(),
  reviewedAt: integer('reviewed_at'),
});

export type CarRow = typeof cars.$inferSelect;
