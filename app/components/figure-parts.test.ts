import { describe, expect, it } from 'vitest';
import { figureParts } from './figure-parts';

const figures = (text: string) =>
  figureParts(text)
    .filter((part) => part.figure)
    .map((part) => part.text);

describe('figureParts', () => {
  it('keeps each figure with its unit, whatever the unit', () => {
    expect(figures('13.1 L/100 km')).toEqual(['13.1 L/100 km']);
    expect(figures('14.7 L/100 km city, 11.8 L/100 km highway')).toEqual(['14.7 L/100 km', '11.8 L/100 km']);
    expect(figures('51 MPGe, 410 Wh/km')).toEqual(['51 MPGe', '410 Wh/km']);
    expect(figures('537 kW (730 PS)')).toEqual(['537 kW', '730 PS']);
    expect(figures('12.4 cu ft')).toEqual(['12.4 cu ft']);
  });

  it('keeps a range whole, open or closed', () => {
    expect(figures('model years 2021–2024')).toEqual(['2021–2024']);
    expect(figures('438–584 km')).toEqual(['438–584 km']);
    expect(figures('since 2021–')).toEqual(['2021–']);
  });

  it('keeps a number with the word it is hyphened to', () => {
    expect(figures('8-speed automatic or 6-speed manual')).toEqual(['8-speed', '6-speed']);
    expect(figures('2.4L 4-Cylinder')).toEqual(['4-Cylinder']);
    expect(figures('single-speed')).toEqual([]);
  });

  it('changes no text', () => {
    for (const text of ['8-speed automatic or 6-speed manual', 'V8, 3,990 cc', '2.5 s', 'Petrol']) {
      expect(
        figureParts(text)
          .map((part) => part.text)
          .join(''),
      ).toBe(text);
    }
  });
});
