import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Ferrari SF90 Stradale', 'ferrari-sf90-stradale'],
    ['Citroën ë-C3', 'citroen-e-c3'],
    ['DS N°4', 'ds-n-4'],
    ['Lynk & Co 02', 'lynk-and-co-02'],
    ['Ford KA+', 'ford-ka-plus'],
    ['  --Mercedes-Benz  GT 63 S--', 'mercedes-benz-gt-63-s'],
    ['<script>', 'script'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
  it('stays within 80 characters', () => expect(slugify('a '.repeat(100)).length).toBeLessThanOrEqual(80));
});
