import { describe, expect, it } from 'vitest';
import { ALL_BRANDS, brandOptions, carListStateOf, DEFAULT_CAR_LIST_STATE } from './client-state';

describe('brandOptions', () => {
  it('takes a plain array or an object with a list, and puts All first', () => {
    const brands = [
      { label: 'BMW', value: 'bmw', count: 3 },
      { name: 'Kia', value: 'kia' },
    ];
    const expected = [ALL_BRANDS, { label: 'BMW', value: 'bmw' }, { label: 'Kia', value: 'kia' }];
    expect(brandOptions(brands)).toEqual(expected);
    expect(brandOptions({ list: brands })).toEqual(expected);
  });

  it('rejects anything else, so the list keeps only All', () => {
    expect(brandOptions(null)).toBeNull();
    expect(brandOptions({ items: [] })).toBeNull();
    expect(brandOptions('bmw')).toBeNull();
  });

  it('skips items without a value or a name', () => {
    expect(brandOptions([{ label: 'BMW' }, { value: 'x' }, null, { label: 'Kia', value: 'kia' }])).toEqual([
      ALL_BRANDS,
      { label: 'Kia', value: 'kia' },
    ]);
  });
});

describe('carListStateOf', () => {
  it('mirrors a list address', () => {
    const state = carListStateOf(
      {
        purpose: 'all',
        brand: 'bmw',
        type: 'suv',
        seats: '7-plus',
        price: 'all',
        fuel: 'all',
        status: 'all',
        q: 'x5',
        sort: 'price-asc',
        page: 3,
        pageSize: 24,
      },
      '/channel2/car-list?q=x5&brand=bmw&type=suv&seats=7-plus&sort=price-asc&page=3',
    );
    expect(state).toEqual({
      fromDetail: false,
      currentPage: 3,
      filters: { purpose: 'all', brand: 'bmw', type: 'suv', seats: '7-plus', price: 'all', fuel: 'all', status: 'all' },
      lastVisitedPage: '/channel2/car-list?q=x5&brand=bmw&type=suv&seats=7-plus&sort=price-asc&page=3',
      queryParams: { sort: 'price-asc', q: 'x5' },
    });
  });

  it('starts from page 1, every filter all, not from a car page', () => {
    expect(DEFAULT_CAR_LIST_STATE).toMatchObject({
      currentPage: 1,
      fromDetail: false,
      filters: { purpose: 'all', brand: 'all', type: 'all', seats: 'all', price: 'all', fuel: 'all' },
    });
  });
});
