import { describe, expect, it } from 'vitest';
import { kindFilters, kindsSpelledRight, kindToken } from './kind-filters';
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
    // a value's own name is that value: a hybrid is Hybrid, a convertible Convertible
    ['hybrid convertible', { fuel: 'hybrid', type: 'convertible' }],
    ['electric ev suv', { fuel: 'electric', type: 'suv' }],
  ])('reads %j as filters', (query, filters) => expect(read(query)).toEqual(filters));

  it.each([
    // a name beside the kinds
    'cayenne coupe',
    'bmw electric suv',
    // two values of one filter, a word that is no kind, a word being typed, a phrase's piece
    'petrol diesel',
    'electric awd',
    'electric su',
    'road',
    '',
  ])('leaves %j a search', (query) => expect(read(query)).toBeNull());
});

describe('kindToken', () => {
  it('knows the words of kinds, their plurals and the pieces of phrases, and nothing else', () => {
    expect(['suv', 'suvs', 'estates', 'evs', 'plug', 'in', 'gas'].map(kindToken)).toEqual([
      'suv',
      'suv',
      'estate',
      'ev',
      'plug',
      'in',
      'gas',
    ]);
    expect(['su', 'bmw', 'golf', 's', 'awd'].map(kindToken)).toEqual([null, null, null, null, null]);
  });
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
