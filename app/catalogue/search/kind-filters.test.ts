import { describe, expect, it } from 'vitest';
import { brandKindFilters, EXACT_KIND_WORDS, kindFilters, kindsSpelledRight, namedKindKey, type BrandReading } from './kind-filters';
import { queryWords } from './normalise';

const read = (query: string) => kindFilters(queryWords(query));

describe('kindFilters', () => {
  it.each([
    ['electric', { fuel: 'electric' }],
    ['Electric cars', { fuel: 'electric' }],
    ['gas', { fuel: 'petrol' }],
    ['electric suv', { fuel: 'electric', type: 'suv' }],
    ['SUVs Electric', { fuel: 'electric', type: 'suv' }],
    ['gasoline estates', { fuel: 'petrol', type: 'wagon' }],
    ['luxury saloon', { purpose: 'luxury', type: 'sedan' }],
    ['family suv diesel', { purpose: 'family', type: 'suv', fuel: 'diesel' }],
    ['off-road pickups', { purpose: 'off-road', type: 'pickup' }],
    ['4x4 truck', { purpose: 'off-road', type: 'truck' }],
    ['plug in hybrid', { fuel: 'plug-in-hybrid' }],
    ['plug-in hybrid estate', { fuel: 'plug-in-hybrid', type: 'wagon' }],
    ['phev mpv', { fuel: 'plug-in-hybrid', type: 'minivan' }],
    ['diesel people carriers', { fuel: 'diesel', type: 'minivan' }],
    // a value's own name is that value: a hybrid is Hybrid, a convertible Convertible
    ['hybrid convertible', { fuel: 'hybrid', type: 'convertible' }],
    ['electric ev suv', { fuel: 'electric', type: 'suv' }],
    // a word that may name two values of a filter takes the one the other words name, or its own
    ['pickup truck', { type: 'pickup' }],
    ['truck', { type: 'truck' }],
    ['convertible roadster', { type: 'roadster' }],
  ])('reads %j as filters', (query, filters) => expect(read(query)).toEqual(filters));

  it.each([
    // a name beside the kinds
    'cayenne coupe',
    'bmw electric suv',
    // two values of one filter, a word that is no kind, a word being typed, a phrase's piece
    'petrol diesel',
    'luxury family suv',
    'electric s',
    'electric awd',
    'electric su',
    'road',
    '',
  ])('leaves %j a search', (query) => expect(read(query)).toBeNull());
});

it('keeps a filter already set when the words may name it', () => {
  expect(kindFilters(['truck'], { type: 'pickup' })).toEqual({ type: 'pickup' });
  expect(kindFilters(['truck'], { type: 'sedan' })).toEqual({ type: 'truck' });
  expect(kindFilters(['electric'], { type: 'suv', fuel: 'petrol' })).toEqual({ fuel: 'electric' });
});

describe('kindsSpelledRight', () => {
  it('puts right the misspelt words of kinds and leaves the rest', () => {
    expect(kindsSpelledRight(['electirc', 'suv'])).toEqual(['electric', 'suv']);
    expect(kindsSpelledRight(['bmw', 'hybird'])).toEqual(['bmw', 'hybrid']);
    expect(kindsSpelledRight(['convertable'])).toEqual(['convertible']);
    // two letters swapped are one slip, and a five-letter word is allowed one
    expect(kindsSpelledRight(['cuope'])).toEqual(['coupe']);
  });

  it('answers null when nothing is put right: kinds spelt right, names, short words, far words', () => {
    for (const words of [['electric', 'suv'], ['porshe', 'tycan'], ['ex'], ['civic'], []])
      expect(kindsSpelledRight(words), words.join(' ')).toBeNull();
  });
});

describe('brandKindFilters', () => {
  const reading: BrandReading = {
    brands: new Map([
      ['bmw', 'bmw'],
      ['alfa romeo', 'alfa-romeo'],
      ['vw', 'volkswagen'],
      ['jeep', 'jeep'],
    ]),
    namedKinds: new Set([namedKindKey('jeep', 'wagon'), namedKindKey('bmw', 'coupe')]),
  };
  const read = (query: string, set = {}) => brandKindFilters(queryWords(query), set, reading);

  it('reads a brand named whole beside words of one kind each as the filters', () => {
    expect(read('bmw electric')).toEqual({ brand: 'bmw', fuel: 'electric' });
    expect(read('electric SUVs bmw')).toEqual({ brand: 'bmw', fuel: 'electric', type: 'suv' });
    expect(read('alfa romeo suv')).toEqual({ brand: 'alfa-romeo', type: 'suv' });
    expect(read('vw ev estate')).toEqual({ brand: 'volkswagen', fuel: 'electric', type: 'wagon' });
    expect(read('jeep suv')).toEqual({ brand: 'jeep', type: 'suv' });
    // typed over a set filter, the words take its place
    expect(read('bmw electric', { fuel: 'petrol' })).toEqual({ brand: 'bmw', fuel: 'electric' });
  });

  it('leaves a search where the filters would find other cars than the search', () => {
    for (const query of [
      // words the index gives cars of two kinds: hybrids and plug-in hybrids, convertibles and roadsters
      'bmw hybrid',
      'bmw convertible',
      'bmw truck',
      // a phrase typed in pieces is searched piece by piece
      'bmw plug in hybrid',
      // a word of a kind that starts the name of one of the brand's cars of another kind
      'bmw coupe',
      // no brand, or not one brand's whole name, or no kind
      'cayenne coupe',
      'jeep wagon',
      'alfa suv',
      'romeo alfa suv',
      'bmw x5 electric',
      'bmw',
      'electric suv',
      'bmw electric diesel',
    ])
      expect(read(query), query).toBeNull();
  });

  it('knows the words of one kind only', () => {
    for (const word of ['electric', 'ev', 'phev', 'suv', 'estate', 'wagon', 'coupe', 'luxury', 'minivan', 'pickup'])
      expect(EXACT_KIND_WORDS.has(word), word).toBe(true);
    for (const word of ['hybrid', 'convertible', 'truck', 'plug', 'road', 'people']) expect(EXACT_KIND_WORDS.has(word), word).toBe(false);
  });
});
