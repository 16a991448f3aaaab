// Cars have no photo until visitors send one: every car gets an honest illustration of its body
// type in its brand's colour instead, never a broken image. The shapes are one SVG sprite,
// public/car-bodies.svg (written from car-shapes.ts by `npm run car-bodies`), fetched once and cached,
// so none of their paths is in the page's JavaScript; each picture has its size before it arrives.
import { BODY_TYPES } from '#app/catalogue/categories.ts';

const KNOWN: ReadonlySet<string> = new Set(BODY_TYPES);

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
  const known = Boolean(bodyType && KNOWN.has(bodyType));
  const shape = known ? bodyType : 'unknown';
  const hue = brandHue(brandSlug);
  return (
    <svg
      className="car-visual"
      viewBox="0 0 240 96"
      style={known ? ({ '--hue': hue } as React.CSSProperties) : undefined}
      data-body={shape}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`/car-bodies.svg#car-${shape}`} />
    </svg>
  );
}
