import { describe, expect, it } from 'vitest';
import defaultConfig from '../../domains/default.json';
import fastlane from '../../domains/fastlane.localhost.json';
import greenroute from '../../domains/greenroute.localhost.json';
import { domainConfigSchema } from './config';
import { contrast, mix, parseColor, toHex } from './contrast';
import { darkColors, themeCss } from './theme';

const ratio = (a: string, b: string) => contrast(parseColor(a)!, parseColor(b)!);

describe('dark theme', () => {
  it.each([
    ['default', defaultConfig],
    ['fastlane', fastlane],
    ['greenroute', greenroute],
    [
      'a pale primary',
      { ...defaultConfig, theme: { ...defaultConfig.theme, colors: { ...defaultConfig.theme.colors, primary: '#fde68a' } } },
    ],
    [
      'a near-black primary',
      { ...defaultConfig, theme: { ...defaultConfig.theme, colors: { ...defaultConfig.theme.colors, primary: '#0a0a0a' } } },
    ],
  ])('derived for %s, passes contrast where text meets its background', (_name, config) => {
    const dark = darkColors(domainConfigSchema.parse(config).theme.colors);
    expect(ratio(dark.foreground, dark.background)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(dark.mutedForeground, dark.background)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(dark.mutedForeground, dark.muted)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(dark.primary, dark.background)).toBeGreaterThanOrEqual(4.5);
    // links on cards (--surface: the background 8% toward white) and chips (muted)
    const surface = toHex(mix(parseColor(dark.background)!, [255, 255, 255], 0.08));
    expect(ratio(dark.primary, surface)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(dark.primary, dark.muted)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(dark.foreground, dark.muted)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(dark.primaryForeground, dark.primary)).toBeGreaterThanOrEqual(4.5);
    // dark means dark
    expect(ratio(dark.background, '#000000')).toBeLessThan(1.5);
  });

  it('follows the system setting: the dark colours in a prefers-color-scheme block', () => {
    const css = themeCss(domainConfigSchema.parse(fastlane).theme);
    expect(css).toMatch(
      /^:root\{--primary:#b91c1c;.*color-scheme:light dark\}@media \(prefers-color-scheme:dark\)\{:root\{--primary:#[0-9a-f]{6};/,
    );
  });

  it("uses a domain's own dark colours, and refuses ones that fail contrast", () => {
    const dark = { ...darkColors(domainConfigSchema.parse(defaultConfig).theme.colors), primary: '#7dd3fc', primaryForeground: '#0c1a24' };
    const own = domainConfigSchema.parse({ ...defaultConfig, theme: { ...defaultConfig.theme, dark } });
    expect(themeCss(own.theme)).toContain('@media (prefers-color-scheme:dark){:root{--primary:#7dd3fc;--primary-foreground:#0c1a24');
    const failing = domainConfigSchema.safeParse({
      ...defaultConfig,
      theme: { ...defaultConfig.theme, dark: { ...dark, foreground: '#333333' } },
    });
    expect(failing.success).toBe(false);
    expect(failing.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      expect.stringMatching(/^theme\.dark\.foreground: must contrast 4\.5:1 with background/),
      expect.stringMatching(/^theme\.dark\.foreground: must contrast 4\.5:1 with muted/),
    ]);
  });
});
