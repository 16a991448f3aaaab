import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '#app/catalogue/categories.ts';
import { carBodiesSvg } from './car-shapes';

describe('the body-type sprite', () => {
  it('has a symbol for every body type and a neutral one for an unknown body', () => {
    const svg = carBodiesSvg();
    for (const type of [...BODY_TYPES, 'unknown']) expect(svg).toContain(`<symbol id="car-${type}" `);
  });

  it("writes its words in the page's own face, which differs per domain", () => {
    expect(carBodiesSvg()).toContain('>Body type</tspan>');
    expect(carBodiesSvg()).not.toMatch(/font-family/);
  });

  it('is what public/car-bodies.svg holds (npm run car-bodies writes it)', () => {
    expect(readFileSync(new URL('../../public/car-bodies.svg', import.meta.url), 'utf8')).toBe(carBodiesSvg());
  });
});
