// The catalogue's vocabulary: the values a filter accepts and the labels a visitor reads.
// Shared by the importer (scripts/), the model functions, the gateway schemas and the UI,
// so a value can only mean one thing. No imports: the importer runs this file under plain Node.

export const PURPOSES = ['family', 'city', 'performance', 'luxury', 'off-road'] as const;
export type Purpose = (typeof PURPOSES)[number];

export const FUELS = ['petrol', 'diesel', 'hybrid', 'plug-in-hybrid', 'electric', 'hydrogen', 'cng'] as const;
export type Fuel = (typeof FUELS)[number];

export const BODY_TYPES = [
  'suv',
  'sedan',
  'hatchback',
  'liftback',
  'wagon',
  'coupe',
  'convertible',
  'roadster',
  'minivan',
  'van',
  'pickup',
  'truck',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/**
 * What kind of car a row is. Rankings, teasers, similar cars and purposes take road cars a person can
 * buy or could buy (ROAD_STATUSES); the others stay in the catalogue, labelled, behind the list's filter.
 */
export const STATUSES = ['current', 'discontinued', 'concept', 'race', 'commercial'] as const;
export type Status = (typeof STATUSES)[number];
export const ROAD_STATUSES: readonly Status[] = ['current', 'discontinued'];

/**
 * Seat bands over the most seats a car is offered with (`seats_max`, computed by the database:
 * migrations/0017_seats_filter.sql): a two-seater, a 2+2 or four-seater, five, six, and seven or more
 * (what "a 7-seater" means to a family: the eight-seat minivans too). A car without seats is in none.
 */
export const SEAT_BANDS = ['2', '4', '5', '6', '7-plus'] as const;
export type SeatBand = (typeof SEAT_BANDS)[number];
/** Apart from LABELS, which the browser's code holds: the seat bands are worded by the server only. */
export const SEAT_LABELS: Record<SeatBand, string> = {
  '2': 'Up to 2 seats',
  '4': '3 or 4 seats',
  '5': '5 seats',
  '6': '6 seats',
  '7-plus': '7 or more seats',
};

/** Price bands over the lower list price in USD; a car without a price is in no band. */
export const PRICE_BANDS = {
  'under-20k': { min: 0, max: 20_000 },
  '20k-40k': { min: 20_000, max: 40_000 },
  '40k-70k': { min: 40_000, max: 70_000 },
  '70k-150k': { min: 70_000, max: 150_000 },
  '150k-plus': { min: 150_000, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;
export type PriceBand = keyof typeof PRICE_BANDS;
export const PRICE_BAND_KEYS = Object.keys(PRICE_BANDS) as PriceBand[];

export const LABELS = {
  purpose: {
    family: 'Family',
    city: 'City',
    performance: 'Performance',
    luxury: 'Luxury',
    'off-road': 'Off-road',
  },
  fuel: {
    petrol: 'Petrol',
    diesel: 'Diesel',
    hybrid: 'Hybrid',
    'plug-in-hybrid': 'Plug-in hybrid',
    electric: 'Electric',
    hydrogen: 'Hydrogen',
    cng: 'CNG',
  },
  type: {
    suv: 'SUV',
    sedan: 'Sedan',
    hatchback: 'Hatchback',
    liftback: 'Liftback',
    wagon: 'Estate / wagon',
    coupe: 'Coupé',
    convertible: 'Convertible',
    roadster: 'Roadster',
    minivan: 'MPV / minivan',
    van: 'Van',
    pickup: 'Pickup',
    truck: 'Truck',
  },
  status: {
    current: 'On sale or recent',
    discontinued: 'Discontinued',
    concept: 'Concept or prototype',
    race: 'Race or track only',
    commercial: 'Commercial vehicle',
  },
  price: {
    'under-20k': 'Under $20k',
    '20k-40k': '$20k–40k',
    '40k-70k': '$40k–70k',
    '70k-150k': '$70k–150k',
    '150k-plus': '$150k and up',
  },
} as const satisfies {
  purpose: Record<Purpose, string>;
  fuel: Record<Fuel, string>;
  type: Record<BodyType, string>;
  status: Record<Status, string>;
  price: Record<PriceBand, string>;
};

/**
 * The fuels as a reader of US units reads them (the units switch says "US units"): petrol is gasoline
 * in American English, as FuelEconomy.gov writes it. Every other label is the same in both.
 */
export const US_FUEL_LABELS: Record<Fuel, string> = { ...LABELS.fuel, petrol: 'Gasoline' };

export const SOURCES = {
  'cars-2025': 'Cars Datasets 2025',
  'ev-specs-2025': 'Electric Vehicle Specifications Dataset 2025 (Urvish Ahir, CC BY 4.0)',
  both: 'Cars Datasets 2025 and Electric Vehicle Specifications Dataset 2025',
} as const;
export type SourceId = keyof typeof SOURCES;
