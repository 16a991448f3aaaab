// The body-type illustrations, one symbol each in a 240×96 box, drawn in `currentColor` (the brand's
// hue) with glass and wheels; an unknown body type gets a neutral outline that claims no shape.
// `npm run car-bodies` writes them as public/car-bodies.svg; car-shapes.test.ts checks the file is current.
import type { BodyType } from '#app/catalogue/categories.ts';

type Shape = { body: string; glass: string; wheels: [number, number] };

/** A car whose body type is not known: two wheels under a plain outline, no roof line, no claim. */
const UNKNOWN_OUTLINE = 'M24 74V60Q24 50 36 50H204Q216 50 216 60V74';

export const SHAPES: Record<BodyType, Shape> = {
  sedan: {
    body: 'M14 72Q14 58 30 56L74 52 100 35Q108 31 122 31L158 32Q170 33 180 43L194 53 218 57Q228 60 228 72V78H14Z',
    glass: 'M104 40Q110 37 121 37L156 38Q164 39 171 47L175 52H98Z',
    wheels: [58, 188],
  },
  hatchback: {
    body: 'M24 72Q24 58 38 56L74 52 98 34Q104 30 116 30L176 31Q186 32 190 42L198 60Q202 64 202 72V78H24Z',
    glass: 'M102 39Q108 36 117 36L172 37Q180 38 182 44L185 52H96Z',
    wheels: [60, 168],
  },
  liftback: {
    body: 'M16 72Q16 58 32 56L74 52 100 35Q108 31 122 31L150 32Q166 34 184 48L204 56 222 58Q228 61 228 72V78H16Z',
    glass: 'M104 40Q110 37 121 37L149 38Q161 40 174 50L177 52H98Z',
    wheels: [58, 188],
  },
  wagon: {
    body: 'M14 72Q14 58 30 56L72 52 98 34Q104 30 116 30L210 30Q220 30 222 40L226 58Q230 62 230 72V78H14Z',
    glass: 'M102 39Q108 36 117 36L206 36Q214 36 215 43L216 52H96Z',
    wheels: [58, 190],
  },
  coupe: {
    body: 'M14 72Q14 60 30 58L82 54 112 39Q120 35 134 35L156 36Q172 38 190 50L220 58Q228 61 228 72V78H14Z',
    glass: 'M116 43Q122 40 132 40L155 41Q165 43 176 51H110Z',
    wheels: [58, 190],
  },
  convertible: {
    body: 'M14 72Q14 60 30 58L86 55 104 54 110 40 114 40 112 55 190 56 220 59Q228 62 228 72V78H14Z',
    glass: 'M108 42 114 41 112 53H104Z',
    wheels: [58, 190],
  },
  roadster: {
    body: 'M24 72Q24 60 38 58L92 55 106 54 112 42 116 42 114 55 182 56 212 59Q220 62 220 72V78H24Z',
    glass: 'M110 44 116 43 114 53H106Z',
    wheels: [62, 180],
  },
  minivan: {
    body: 'M14 74V56Q14 48 24 46L48 42 80 22Q86 18 96 18L208 18Q220 18 222 28L226 50Q230 54 230 62V78H14Z',
    glass: 'M86 26Q90 24 98 24L206 24Q214 24 215 31L217 46H70Z',
    wheels: [58, 190],
  },
  suv: {
    body: 'M16 74V58Q16 50 26 48L62 44 86 26Q90 22 100 22L194 22Q204 22 208 30L216 48Q224 50 224 60V78H16Z',
    glass: 'M92 30Q95 28 102 28L192 28Q199 28 201 34L206 46H80Z',
    wheels: [62, 180],
  },
  van: {
    body: 'M16 74V52Q16 44 26 40L54 22Q60 18 70 18L214 18Q224 18 224 28V78H16Z',
    glass: 'M58 28Q62 24 70 24L214 24V44H44Z',
    wheels: [60, 186],
  },
  pickup: {
    body: 'M14 74V58Q14 50 24 48L56 44 78 24Q82 20 92 20L140 20Q146 20 146 28V48L226 48Q230 48 230 54V78H14Z',
    glass: 'M84 28Q87 26 94 26L138 26V44H72Z',
    wheels: [56, 192],
  },
  truck: {
    body: 'M12 76V46Q12 36 20 34L40 30 48 12Q50 8 58 8L78 8Q84 8 84 14V12L230 12V78H12Z',
    glass: 'M52 16Q53 14 58 14L78 14V32H44Z',
    wheels: [46, 196],
  },
};

const symbol = (id: string, body: string) => `<symbol id="car-${id}" viewBox="0 0 240 96">${body}</symbol>`;

/** The sprite file's text. */
export function carBodiesSvg(): string {
  const shapes = Object.entries(SHAPES).map(([type, shape]) =>
    symbol(
      type,
      [
        '<ellipse cx="120" cy="86" rx="112" ry="5" fill="#000" opacity=".12"/>',
        `<path d="${shape.body}" fill="currentColor"/>`,
        `<path d="${shape.glass}" fill="#dbeafe" opacity=".85"/>`,
        ...shape.wheels.map((x) => `<circle cx="${x}" cy="78" r="14" fill="#1f2937"/><circle cx="${x}" cy="78" r="6" fill="#9ca3af"/>`),
      ].join(''),
    ),
  );
  const unknown = symbol(
    'unknown',
    [
      '<ellipse cx="120" cy="86" rx="112" ry="5" fill="#000" opacity=".08"/>',
      `<path d="${UNKNOWN_OUTLINE}" fill="none" stroke="currentColor" stroke-width="3" stroke-dasharray="8 6" opacity=".6"/>`,
      ...[60, 180].map((x) => `<circle cx="${x}" cy="78" r="12" fill="none" stroke="currentColor" stroke-width="3" opacity=".6"/>`),
    ].join(''),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${[...shapes, unknown].join('\n')}\n</svg>\n`;
}
