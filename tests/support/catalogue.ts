// Counts that follow from the seed (seed/cars.json), in the one place every test layer reads them.
// scripts/import/catalogue-facts.test.ts checks them against the seed, so a re-import that changes
// the catalogue fails there first, with the new figure.

/** Cars in the seeded catalogue. */
export const SEED_CARS = 1622;

/** Cars with electric among their fuels. */
export const SEED_ELECTRIC = 560;

/** Brands, and model families (brand and model), each with a page under /brands. */
export const SEED_BRANDS = 73;
export const SEED_FAMILIES = 663;

/** Cars that are not road cars a person can buy or could buy: concepts, race cars, commercial vehicles. */
export const SEED_NOT_ROAD = { concept: 8, race: 7, commercial: 51 };

/** Road cars with a top speed: the ranking by top speed (/car-rank?by=topSpeed). */
export const SEED_TOP_SPEED_RANKED = 1522;

/** Pages of a list of `total` cars at `pageSize` a page. */
export const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
