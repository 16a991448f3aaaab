import { describe, expect, it } from 'vitest';
import type { SearchFields } from '#app/catalogue/search/normalise.ts';
import { brandReadingRows } from './brand-reading.ts';

const car = (fields: Partial<SearchFields> & Pick<SearchFields, 'brand' | 'brandSlug' | 'model' | 'name'>): SearchFields => ({
  variant: null,
  generation: null,
  fuels: ['petrol'],
  bodyType: 'sedan',
  purposes: [],
  ...fields,
});

const CARS = [
  car({ brand: 'BMW', brandSlug: 'bmw', model: 'i4', name: 'i4 eDrive40', fuels: ['electric'], bodyType: 'liftback' }),
  car({ brand: 'BMW', brandSlug: 'bmw', model: '2 Series', name: '2 Series Gran Coupe', bodyType: 'sedan' }),
  car({ brand: 'BMW', brandSlug: 'bmw', model: 'M4', name: 'M4 Coupe', bodyType: 'coupe' }),
  car({ brand: 'Hyundai', brandSlug: 'hyundai', model: 'Genesis', name: 'Genesis 3.8' }),
  car({ brand: 'Genesis', brandSlug: 'genesis', model: 'G80', name: 'G80' }),
  car({ brand: 'Alfa Romeo', brandSlug: 'alfa-romeo', model: 'Giulia', name: 'Giulia' }),
  car({ brand: 'Jeep', brandSlug: 'jeep', model: 'Wagoneer', name: 'Wagoneer', bodyType: 'suv' }),
  car({ brand: 'Jeep', brandSlug: 'jeep', model: 'Wrangler', name: 'Wrangler', bodyType: 'suv' }),
];

describe('brandReadingRows', () => {
  const { brandWords, namedKinds } = brandReadingRows(CARS);
  const named = (slug: string) => brandWords.filter((row) => row.brandSlug === slug).map((row) => row.words);

  it('keeps the words that match one brand cars and no other car: its name, aliases, words joined', () => {
    expect(named('bmw')).toEqual(['beamer', 'beemer', 'bimmer', 'bmw']);
    expect(named('alfa-romeo')).toEqual(['alfa', 'alfa romeo', 'alfaromeo']);
    expect(named('jeep')).toEqual(['jeep']);
    // `genesis` also starts the name of a Hyundai: a search of it is not the brand
    expect(named('genesis')).toEqual([]);
  });

  it('names the words of kinds that start the name of a car of the brand of another kind', () => {
    // the 2 Series Gran Coupe is a sedan (the M4 Coupe is a coupé, so it would not count); the Wagoneer an SUV
    expect(namedKinds).toEqual([
      { brandSlug: 'bmw', word: 'coupe' },
      { brandSlug: 'jeep', word: 'wagon' },
    ]);
  });
});
