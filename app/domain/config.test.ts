import { describe, expect, it } from 'vitest';
import defaultConfig from '../../domains/default.json';
import { domainConfigSchema, normaliseHost } from './config';
import { themeCss } from './theme';

const withColor = (primary: string) => ({
  ...defaultConfig,
  theme: { ...defaultConfig.theme, colors: { ...defaultConfig.theme.colors, primary } },
});

describe('domain config schema', () => {
  it('accepts the shipped default and fills adPosConfig.detailInsert with [1, 2]', () => {
    const { adPosConfig: _omit, ...rest } = defaultConfig;
    expect(domainConfigSchema.parse(rest).adPosConfig.detailInsert).toEqual([1, 2]);
  });
  it.each(['#fff', '#1d4ed8', 'rgb(10, 20, 30)', 'hsl(210 40% 50%)', 'oklch(0.7 0.1 200)'])('accepts the colour %s', (c) =>
    expect(domainConfigSchema.safeParse(withColor(c)).success).toBe(true),
  );
  it.each(['red;}</style><script>alert(1)</script>', 'url(javascript:alert(1))', 'expression(alert(1))', '#12345g'])(
    'rejects the colour %s',
    (c) => expect(domainConfigSchema.safeParse(withColor(c)).success).toBe(false),
  );
  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/onload=alert(1)>',
    '//evil.example/a.png',
    'http://plain.example/a.png',
    '/a.png" onerror="x',
  ])('rejects the image address %s', (pc) =>
    expect(domainConfigSchema.safeParse({ ...defaultConfig, homeBackground: { pc, mobile: '/a.svg' } }).success).toBe(false),
  );
  it('rejects markup in the site name', () =>
    expect(domainConfigSchema.safeParse({ ...defaultConfig, siteName: '<b>x</b>' }).success).toBe(false));
  it('takes a home focus of known filter values only', () => {
    const focus = (filter: unknown) =>
      domainConfigSchema.safeParse({ ...defaultConfig, homeFocus: { title: 'Electric cars', filter } }).success;
    expect(focus({ fuel: 'electric' })).toBe(true);
    expect(focus({ type: 'suv', purpose: 'family' })).toBe(true);
    expect(focus({})).toBe(false);
    expect(focus({ fuel: 'steam' })).toBe(false);
    expect(focus({ brand: 'tesla' })).toBe(false);
  });
  it('takes a contact e-mail address or page, not nothing', () => {
    const contact = (value: unknown) => domainConfigSchema.safeParse({ ...defaultConfig, contact: value }).success;
    expect(contact({ email: 'privacy@cars.example' })).toBe(true);
    expect(contact({ url: 'https://cars.example/contact' })).toBe(true);
    expect(contact({})).toBe(false);
    expect(contact({ email: 'not an address' })).toBe(false);
    expect(contact({ url: 'javascript:alert(1)' })).toBe(false);
  });
  it('emits the theme as custom properties', () => {
    expect(themeCss(domainConfigSchema.parse(defaultConfig).theme)).toContain('--primary:#1d4ed8;--primary-foreground:#ffffff');
  });
});

describe('normaliseHost', () => {
  it.each([
    ['Example.COM:8787', 'example.com'],
    ['cars.example.', 'cars.example'],
    ['bad host', null],
    ['<script>', null],
    [null, null],
  ])('%s → %s', (raw, host) => expect(normaliseHost(raw)).toBe(host));
});
