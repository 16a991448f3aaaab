// Cars have no photo until visitors send one: every car gets an honest illustration of its body
// type in its brand's colour instead, never a broken image. The shapes are one SVG sprite per page.
import type { BodyType } from '#app/catalogue/categories.ts';

type Shape = { body: string; glass: string; wheels: [number, number] };

const SHAPES: Record<BodyType | 'car', Shape> = {
  car: {
    body: 'M18 72Q18 58 34 56L76 52 102 36Q110 32 124 32L156 33Q168 34 178 44L190 54 214 58Q224 60 224 72V78H18Z',
    glass: 'M106 41Q112 38 122 38L154 39Q161 40 168 48L172 53H100Z',
    wheels: [60, 184],
  },
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

/** Rendered once per page; each car picture points at one of these shapes. */
export function CarSprites() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      {Object.entries(SHAPES).map(([type, shape]) => (
        <symbol key={type} id={`car-${type}`} viewBox="0 0 240 96">
          <ellipse cx="120" cy="86" rx="112" ry="5" fill="#000" opacity=".12" />
          <path d={shape.body} fill="currentColor" />
          <path d={shape.glass} fill="#dbeafe" opacity=".85" />
          {shape.wheels.map((x) => (
            <g key={x}>
              <circle cx={x} cy="78" r="14" fill="#1f2937" />
              <circle cx={x} cy="78" r="6" fill="#9ca3af" />
            </g>
          ))}
        </symbol>
      ))}
    </svg>
  );
}

const BRAND_COLOURS: Record<string, number> = {
  ferrari: 0,
  'alfa-romeo': 355,
  lamborghini: 48,
  porsche: 210,
  bmw: 212,
  'mercedes-benz': 200,
  audi: 0,
  toyota: 358,
  tesla: 0,
  volkswagen: 215,
  ford: 220,
  bugatti: 225,
  mclaren: 28,
  jaguar: 150,
  'aston-martin': 160,
  skoda: 130,
  kia: 350,
  hyundai: 215,
};

/** A brand's hue: a few well-known ones, a stable spread for the rest. */
export function brandHue(brandSlug: string): number {
  const known = BRAND_COLOURS[brandSlug];
  if (known !== undefined) return known;
  let hash = 0;
  for (const char of brandSlug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

export function CarVisual({ brandSlug, bodyType, label }: { brandSlug: string; bodyType: string | null; label?: string }) {
  const shape = bodyType && bodyType in SHAPES ? bodyType : 'car';
  const hue = brandHue(brandSlug);
  return (
    <svg
      className="car-visual"
      viewBox="0 0 240 96"
      style={{ color: `hsl(${hue} 62% 40%)`, background: `hsl(${hue} 45% 94%)` }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`#car-${shape}`} />
    </svg>
  );
}
