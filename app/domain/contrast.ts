// WCAG contrast of theme colours, and the small colour arithmetic dark tokens are derived with.
// Colours the config schema accepts in other notations (rgb(), hsl(), oklch()) are not parsed here:
// `parseColor` gives null for them, and the checks that need a number leave them to the operator.

export type Rgb = [number, number, number];

export function parseColor(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value.trim())?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
    if (full.length !== 6) return null;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i.exec(value.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `a` moved toward `b` by `amount` (0–1). */
export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return a.map((value, i) => Math.round(value + (b[i]! - value) * amount)) as Rgb;
}

export const toHex = (rgb: Rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/** `colour` moved toward `toward` in small steps until it reaches `ratio` against `against` (or gets there). */
export function untilContrast(colour: Rgb, against: Rgb, toward: Rgb, ratio: number): Rgb {
  let current = colour;
  for (let step = 0; step <= 20 && contrast(current, against) < ratio; step++) current = mix(colour, toward, step / 20);
  return current;
}
