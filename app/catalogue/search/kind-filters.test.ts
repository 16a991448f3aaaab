import { describe, expect, it } from 'vitest';
import { kindFilters, kindsSpelledRight } from './kind-filters';
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
  });

  it('answers null when nothing is put right: kinds spelt right, names, short words, far words', () => {
    for (const words of [['electric', 'suv'], ['porshe', 'tycan'], ['ex'], ['civic'], []])
      expect(kindsSpelledRight(words), words.join(' ')).toBeNull();
  });
});
