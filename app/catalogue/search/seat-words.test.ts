import { describe, expect, it } from 'vitest';
import { searchedFilters } from './kind-filters';
import { queryWords } from './normalise';
import { seatBandOf, seatsRead } from './seat-words';

const read = (query: string) => seatsRead(queryWords(query));

describe('seatsRead', () => {
  it.each([
    ['7 seater', '7-plus', []],
    ['7-seater', '7-plus', []],
    ['7seater', '7-plus', []],
    ['Seven Seaters', '7-plus', []],
    ['8 seats', '7-plus', []],
    ['two seater', '2', []],
    ['2 seat', '2', []],
    ['4 seater', '4', []],
    ['five seats', '5', []],
    ['6 seater', '6', []],
    ['7 seater suv', '7-plus', ['suv']],
    ['volvo 7 seater', '7-plus', ['volvo']],
    ['electric 7 seater suv', '7-plus', ['electric', 'suv']],
  ])('reads %j as seats %s', (query, seats, rest) => expect(read(query)).toEqual({ seats, rest }));

  it.each([
    // a number is a name's (the 7 Series, the 500), and `seat` alone the brand SEAT
    'bmw 7',
    'seat ibiza',
    'seat',
    'seater',
    'fiat 500',
    // no car seats none or a hundred
    '0 seats',
    '99 seater',
  ])('reads no seats in %j', (query) => expect(read(query)).toBeNull());
});

describe('seatBandOf', () => {
  it('bands a number of seats as the filter does', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(seatBandOf)).toEqual(['2', '2', '4', '4', '5', '6', '7-plus', '7-plus', '7-plus', '7-plus']);
    expect([0, 31, 2.5].map(seatBandOf)).toEqual([null, null, null]);
  });
});

describe('searchedFilters', () => {
  const searched = (query: string) => searchedFilters(queryWords(query), {});

  it('reads seats and kinds together as filters, with no search left', () => {
    expect(searched('7 seater suv')).toEqual({ filters: { seats: '7-plus', type: 'suv' }, rest: [] });
    expect(searched('electric 7 seaters')).toEqual({ filters: { seats: '7-plus', fuel: 'electric' }, rest: [] });
  });

  it('keeps the words beside the seats a search, a brand named whole its filter', () => {
    expect(searched('kia 7 seater')).toEqual({ filters: { seats: '7-plus' }, rest: ['kia'] });
    const reading = { brands: new Map([['kia', 'kia']]), namedKinds: new Set<string>() };
    expect(searchedFilters(queryWords('kia 7 seater'), {}, reading)).toEqual({ filters: { seats: '7-plus', brand: 'kia' }, rest: [] });
    expect(searchedFilters(queryWords('kia sorento 7 seater'), {}, reading)).toEqual({
      filters: { seats: '7-plus' },
      rest: ['kia', 'sorento'],
    });
  });

  it('reads kinds as before, and nothing in a plain search', () => {
    expect(searched('electric suv')).toEqual({ filters: { fuel: 'electric', type: 'suv' }, rest: [] });
    expect(searched('golf gti')).toBeNull();
  });
});
