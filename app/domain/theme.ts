// The domain's theme as CSS custom properties, emitted into the server-rendered <head> so the page
// never shows the default theme first. Values passed the config schema's colour/length checks.
import type { DomainConfig } from './config';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function themeCss(theme: DomainConfig['theme']): string {
  const colors = Object.entries(theme.colors).map(([name, value]) => `--${kebab(name)}:${value}`);
  return `:root{${[...colors, `--font-family:${theme.fontFamily}`, `--radius:${theme.radius}`].join(';')}}`;
}
