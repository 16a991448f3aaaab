// The body-type illustrations, one symbol each in a 240×96 box, drawn in `currentColor` (the brand's
// hue) with glass and wheels; an unknown body type gets a neutral outline that claims no shape.
// `npm run car-bodies` writes them as public/car-bodies.svg; car-shapes.test.ts checks the file is current.
import type { BodyType } from '#app/catalogue/categories.ts';

/**
 * `pillars`: lines in the body's colour that split the glass into windows ([x1, y1, x2, y2]);
 * `wheel`: the wheels' radius, larger on the tall bodies; `wheels`: their centres.
 */
type Shape = { body: string; glass: string; pillars?: Array<[number, number, number, number]>; wheels: [number, number]; wheel?: number };

/** A car whose body type is not known: two wheels under a plain outline, no roof line, no claim. */
const UNKNOWN_OUTLINE = 'M24 74V60Q24 50 36 50H204Q216 50 216 60V74';

// What tells the bodies apart at a card's size: the roof's height and length, the tail (a boot's step,
// a sloping hatch, a vertical tailgate, an open bed), the number of side windows and the ride height.
export const SHAPES: Record<BodyType, Shape> = {
  sedan: {
    body: 'M12 74Q12 62 26 60L70 55 96 37Q104 32 118 32L146 32Q156 32 164 42L172 52 220 54Q228 56 228 66V78H12Z',
    glass: 'M100 40Q106 37 118 37L144 37Q152 37 158 45L162 52H92Z',
    pillars: [[128, 36, 128, 53]],
    wheels: [58, 190],
  },
  hatchback: {
    body: 'M30 74Q30 62 42 60L72 56 96 36Q102 31 114 31L176 31Q186 31 190 40L198 58Q202 62 202 70V78H30Z',
    glass: 'M100 40Q105 36 115 36L174 36Q181 36 183 42L186 52H92Z',
    pillars: [[140, 35, 140, 53]],
    wheels: [64, 170],
  },
  liftback: {
    body: 'M12 74Q12 62 26 60L70 55 96 37Q104 32 118 32L136 32Q150 32 170 40L226 58Q230 60 230 68V78H12Z',
    glass: 'M100 40Q106 37 118 37L136 37Q148 37 164 44L184 52H92Z',
    pillars: [
      [128, 36, 128, 53],
      [160, 41, 158, 53],
    ],
    wheels: [58, 192],
  },
  wagon: {
    body: 'M12 74Q12 62 26 60L70 55 94 36Q100 31 112 31L212 31Q222 31 224 40L228 60Q230 64 230 70V78H12Z',
    glass: 'M98 40Q103 36 113 36L208 36Q215 36 216 42L217 52H90Z',
    pillars: [
      [134, 35, 134, 53],
      [176, 35, 176, 53],
    ],
    wheels: [58, 192],
  },
  coupe: {
    body: 'M12 74Q12 64 26 62L84 58 116 42Q124 38 136 38L156 38Q172 40 192 52L220 58Q228 60 228 70V78H12Z',
    glass: 'M120 45Q126 42 136 42L155 42Q166 44 178 52H112Z',
    wheels: [58, 190],
  },
  convertible: {
    body: 'M14 72Q14 60 30 58L86 55 104 54 110 40 114 40 112 55 190 56 220 59Q228 62 228 72V78H14Z',
    glass: 'M108 42 114 41 112 53H104Z',
    wheels: [58, 190],
  },
  roadster: {
    body: 'M34 72Q34 60 48 58L96 55 108 54 114 42 118 42 116 55 176 56 204 59Q212 62 212 72V78H34Z',
    glass: 'M112 44 118 43 116 53H108Z',
    wheels: [68, 176],
  },
  minivan: {
    body: 'M12 72V56Q12 48 22 46L34 42 70 18Q76 14 86 14L210 14Q222 14 224 24L228 50Q230 54 230 62V74H12Z',
    glass: 'M74 22Q78 19 88 19L208 19Q215 19 216 26L218 42H50Z',
    pillars: [
      [112, 18, 112, 43],
      [164, 18, 164, 43],
    ],
    wheels: [58, 192],
    wheel: 15,
  },
  suv: {
    body: 'M14 70V56Q14 48 24 46L60 42 84 22Q88 17 98 17L198 17Q208 17 212 26L220 46Q226 48 226 58V70H14Z',
    glass: 'M90 25Q93 22 100 22L196 22Q203 22 205 28L209 42H78Z',
    pillars: [
      [130, 21, 130, 43],
      [172, 21, 172, 43],
    ],
    wheels: [60, 182],
    wheel: 16,
  },
  van: {
    body: 'M16 74V52Q16 44 26 40L46 30 56 16Q60 10 70 10L216 10Q226 10 226 20V74H16Z',
    glass: 'M58 18Q62 14 70 14L98 14V40H44Z',
    wheels: [60, 188],
    wheel: 15,
  },
  pickup: {
    body: 'M12 72V56Q12 48 22 46L56 42 76 22Q80 18 90 18L136 18Q142 18 142 26V44L226 44Q230 44 230 50V72H12Z',
    glass: 'M82 26Q85 23 92 23L136 23V40H70Z',
    pillars: [[106, 22, 106, 41]],
    wheels: [56, 190],
    wheel: 16,
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
        ...(shape.pillars ?? []).map(([x1, y1, x2, y2]) => `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="currentColor" stroke-width="5"/>`),
        ...shape.wheels.map((x) => {
          const r = shape.wheel ?? 14;
          return `<circle cx="${x}" cy="${92 - r}" r="${r}" fill="#1f2937"/><circle cx="${x}" cy="${92 - r}" r="${Math.round(r * 0.43)}" fill="#9ca3af"/>`;
        }),
      ].join(''),
    ),
  );
  const unknown = symbol(
    'unknown',
    [
      '<ellipse cx="120" cy="86" rx="112" ry="5" fill="#000" opacity=".08"/>',
      // a chassis and wheels, no body drawn on them, and the words saying why (the picture's label says it too)
      `<path d="${UNKNOWN_OUTLINE}" fill="currentColor" opacity=".22"/>`,
      ...[60, 180].map((x) => `<circle cx="${x}" cy="78" r="12" fill="currentColor" opacity=".55"/>`),
      // on two lines, at a size still read in a phone list's small picture (about a half of this box),
      // in the page's own face (inherited through the <use> that shows it: each domain has its font)
      '<text text-anchor="middle" font-size="19" fill="currentColor">',
      '<tspan x="120" y="22">Body type</tspan><tspan x="120" y="43">not known</tspan></text>',
    ].join(''),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${[...shapes, unknown].join('\n')}\n</svg>\n`;
}
