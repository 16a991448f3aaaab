import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, nameWithAccelTime, normalise, queryWords, searchTokens, WEIGHTS } from './normalise';

describe('normalise', () => {
  it.each([
    ['Citroën', 'citroen'],
    ['e-tron', 'e tron'],
    ['F-150', 'f 150'],
    ['ID.4', 'id 4'],
    ['Škoda Enyaq', 'skoda enyaq'],
    ['Lynk & Co', 'lynk co'],
    ['Straße', 'strasse'],
    ['  "tesla*" NEAR/2 ', 'tesla near 2'],
    ['\u0000\u001b!!!', ''],
  ])('%j → %j', (text, expected) => expect(normalise(text)).toBe(expected));
});

describe('queryWords', () => {
  it('keeps distinct words, drops the ones another word starts with, and caps their number', () => {
    expect(queryWords('gt3 Porsche')).toEqual(['gt3', 'porsche']);
    expect(queryWords('gt gt3')).toEqual(['gt3']);
    expect(queryWords('"*" AND')).toEqual(['and']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords('!!!')).toEqual([]);
  });

  it('drops "car" and "cars" beside other words, and keeps them alone', () => {
    expect(queryWords('Electric cars')).toEqual(['electric']);
    expect(queryWords('family car suv')).toEqual(['family', 'suv']);
    expect(queryWords('car')).toEqual(['car']);
  });

  it('reads the plural of a word of a kind as the word, and no other plural', () => {
    expect(queryWords('Electric SUVs')).toEqual(['electric', 'suv']);
    expect(queryWords('estates coupes evs')).toEqual(['estate', 'coupe', 'ev']);
    expect(queryWords('ins gas brakes')).toEqual(['ins', 'gas', 'brakes']);
  });
});

describe('searchTokens', () => {
  const tokens = (car: Partial<Parameters<typeof searchTokens>[0]>) =>
    searchTokens({
      brand: 'Brand',
      brandSlug: 'brand',
      model: 'Model',
      variant: null,
      name: 'Model',
      generation: null,
      fuels: [],
      bodyType: null,
      purposes: [],
      ...car,
    });

  it('indexes words, joined neighbours and letter-digit parts', () => {
    const idFour = tokens({ brand: 'Volkswagen', brandSlug: 'volkswagen', model: 'ID.4', name: 'ID.4 GTX', variant: 'GTX' });
    expect([...idFour.keys()]).toEqual(expect.arrayContaining(['id', '4', 'id4', 'volkswagen', 'vw', 'gtx', 'id4gtx']));
    expect(idFour.get('id4')).toBe(WEIGHTS.model);
    expect(idFour.get('gtx')).toBe(WEIGHTS.variant);
    const etron = tokens({ brand: 'Audi', brandSlug: 'audi', model: 'e-tron', name: 'E-Tron Sportback', variant: 'Sportback' });
    expect(etron.get('etron')).toBe(WEIGHTS.model);
    const gt3 = tokens({ model: '911', variant: 'GT3 RS', name: '911 GT3 RS' });
    expect(gt3.get('gt3')).toBe(WEIGHTS.variant);
    expect(gt3.get('gt')).toBe(WEIGHTS.part);
  });

  it('leaves out the 0–100 km/h time that tells same-name listings apart', () => {
    const elantra = tokens({ brand: 'Hyundai', brandSlug: 'hyundai', model: 'Elantra', name: nameWithAccelTime('Elantra', '8.3 s') });
    expect([...elantra.keys()].sort()).toEqual(['elantra', 'hyundai'].sort());
    const plain = tokens({ brand: 'Hyundai', brandSlug: 'hyundai', model: 'Elantra', name: 'Elantra' });
    expect(elantra).toEqual(plain);
  });

  it('indexes the words of its kind at weight 0, whole, under any name that holds them', () => {
    const cayenne = tokens({
      brand: 'Porsche',
      model: 'Cayenne',
      variant: 'E-Hybrid Coupe',
      name: 'Cayenne E-Hybrid Coupe',
      fuels: ['plug-in-hybrid'],
      bodyType: 'suv',
      purposes: ['luxury', 'off-road'],
    });
    for (const word of ['suv', 'crossover', 'phev', 'pluginhybrid', 'plug', 'in', 'luxury', 'offroad', 'off', 'road', '4x4'])
      expect(cayenne.get(word), word).toBe(WEIGHTS.kind);
    // its own names keep their weight: a Cayenne Coupe is found as a coupé
    expect(cayenne.get('coupe')).toBe(WEIGHTS.variant);
    expect(cayenne.get('hybrid')).toBe(WEIGHTS.variant);
    // a kind's word is not split where letters meet digits
    expect(cayenne.has('x')).toBe(false);
    expect(WEIGHTS.kind).toBeLessThan(Math.min(...Object.values(WEIGHTS).filter((weight) => weight !== WEIGHTS.kind)));
  });
});
