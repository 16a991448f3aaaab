import { describe, expect, it } from 'vitest';
import { cleanListParams } from './filters.server';

const brands = new Set(['bmw', 'mercedes-benz']);
const clean = (search: string) => cleanListParams(new URLSearchParams(search), (slug) => brands.has(slug));

describe('cleanListParams', () => {
  it('keeps valid filters in a fixed order', () => {
    expect(clean('fuel=electric&brand=bmw&page=2').search).toBe('?brand=bmw&fuel=electric&page=2');
  });

  it('drops defaults and the empty values a plain form submits', () => {
    const result = clean('q=&purpose=all&brand=all&type=all&price=all&fuel=all&sort=name&page=1');
    expect(result.search).toBe('');
    expect(result.query).toMatchObject({ purpose: 'all', brand: 'all', page: 1, sort: 'name', q: '' });
  });

  it('drops invalid and unknown values instead of failing', () => {
    const result = clean('purpose=flying&brand=nosuchbrand&type=<script>&price=1e9&page=-4&sort=random&pageSize=5000&fuel=electric');
    expect(result.search).toBe('?fuel=electric');
    expect(result.query).toMatchObject({ purpose: 'all', brand: 'all', type: 'all', page: 1, fuel: 'electric', pageSize: 24 });
  });

  it('drops a page or page size not written in decimal digits, never reading it as a number', () => {
    for (const page of ['0x3', '3.0', '3e0', '03', '+3', ' 3', '3 ', '\n3', '0b11', '３']) {
      const result = clean(`fuel=electric&page=${encodeURIComponent(page)}&pageSize=${encodeURIComponent(page.replace('3', '12'))}`);
      expect(result.search, JSON.stringify(page)).toBe('?fuel=electric');
      expect(result.query).toMatchObject({ page: 1, pageSize: 24 });
    }
    expect(clean('page=3&pageSize=12').search).toBe('?page=3&pageSize=12');
  });

  it('keeps the first of repeated values, trims the keyword', () => {
    expect(clean('brand=bmw&brand=mercedes-benz&q=%20%20x5%20').search).toBe('?q=x5&brand=bmw');
    // control characters are no part of a search: gone at the ends, a space inside
    expect(clean('q=%00').search).toBe('');
    expect(clean('q=%01a%1B%7Fb%00').search).toBe('?q=a+b');
  });

  it('leaves the debug switch to the page', () => {
    expect(clean('db&fuel=diesel').search).toBe('?fuel=diesel');
  });
});
