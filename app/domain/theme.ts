// The domain's theme as CSS custom properties, emitted into the server-rendered <head> so the page
// never shows the default theme first. Values passed the config schema's colour/length checks.
// A dark scheme follows the visitor's system (prefers-color-scheme): the domain's own dark colours, or
// ones derived from its light colours that reach 4.5:1 for text, muted text and links.
import type { DomainConfig } from './config';
import { contrast, mix, parseColor, toHex, untilContrast, type Rgb } from './contrast';

type Colors = DomainConfig['theme']['colors'];

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (colors: Colors) => Object.entries(colors).map(([name, value]) => `--${kebab(name)}:${value}`);

export function themeCss(theme: DomainConfig['theme']): string {
  const light = [...declarations(theme.colors), `--font-family:${theme.fontFamily}`, `--radius:${theme.radius}`, 'color-scheme:light dark'];
  const dark = declarations(theme.dark ?? darkColors(theme.colors));
  return `:root{${light.join(';')}}@media (prefers-color-scheme:dark){:root{${dark.join(';')}}}`;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const FALLBACK_PRIMARY: Rgb = [96, 165, 250];

/** Dark colours in the domain's hues: a near-black background tinted by its primary colour, light text. */
export function darkColors(colors: Colors): Colors {
  const brand = parseColor(colors.primary) ?? FALLBACK_PRIMARY;
  const background = mix([17, 19, 24], brand, 0.06);
  const foreground = mix([236, 238, 242], brand, 0.03);
  // links sit on the background, on cards (--surface, 8% lighter) and on chips (--muted, 10% lighter):
  // measured against the lightest of them
  const muted = mix(background, WHITE, 0.1);
  const primary = untilContrast(brand, muted, WHITE, 4.6);
  const accent = parseColor(colors.accent) ?? brand;
  return {
    primary: toHex(primary),
    primaryForeground: contrast(primary, BLACK) >= contrast(primary, WHITE) ? '#0b0c0f' : '#ffffff',
    background: toHex(background),
    foreground: toHex(foreground),
    muted: toHex(muted),
    mutedForeground: toHex(untilContrast(mix(foreground, background, 0.35), muted, WHITE, 4.6)),
    accent: toHex(untilContrast(accent, background, WHITE, 3)),
    border: toHex(mix(background, WHITE, 0.2)),
  };
}
