import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { expectConsoleWarning } from '../support/console-errors';
import defaultConfig from '../../domains/default.json';
import { clearDomainConfigCache, resolveDomainConfig } from '#app/domain/config.server.ts';

const custom = {
  ...defaultConfig,
  siteName: 'Torque Weekly',
  theme: { ...defaultConfig.theme, colors: { ...defaultConfig.theme.colors, primary: '#b91c1c' } },
};

afterEach(async () => {
  clearDomainConfigCache();
  for (const key of ['domain:cars.example', 'domain:broken.example', 'domain:default']) await env.DOMAIN_CONFIG.delete(key);
});

describe('domain config from KV', () => {
  it('reads the host own config', async () => {
    await env.DOMAIN_CONFIG.put('domain:cars.example', JSON.stringify(custom));
    const resolved = await resolveDomainConfig(env.DOMAIN_CONFIG, 'cars.example');
    expect(resolved).toMatchObject({ source: 'host', key: 'domain:cars.example', problems: [] });
    expect(resolved.config.siteName).toBe('Torque Weekly');
    expect(resolved.config.adPosConfig.detailInsert).toEqual([1, 2]);
  });

  it('falls back to KV default, then to the shipped default, for an unknown host', async () => {
    expect((await resolveDomainConfig(env.DOMAIN_CONFIG, 'nobody.example')).source).toBe('built-in');
    clearDomainConfigCache();
    await env.DOMAIN_CONFIG.put('domain:default', JSON.stringify(custom));
    const resolved = await resolveDomainConfig(env.DOMAIN_CONFIG, 'nobody.example');
    expect(resolved.source).toBe('default');
    expect(resolved.config.siteName).toBe('Torque Weekly');
  });

  it.each([
    ['not JSON', '{siteName:'],
    [
      'a script in a colour',
      JSON.stringify({
        ...custom,
        theme: { ...custom.theme, colors: { ...custom.theme.colors, primary: 'red;}</style><script>alert(1)</script>' } },
      }),
    ],
    ['a javascript: image', JSON.stringify({ ...custom, homeBackground: { pc: 'javascript:alert(1)', mobile: '/a.svg' } })],
    ['a missing key', JSON.stringify({ siteName: 'No theme' })],
  ])('falls back, logged, on an invalid config: %s', async (_label, raw) => {
    expectConsoleWarning(/"domain config fallback","host":"broken.example"/);
    await env.DOMAIN_CONFIG.put('domain:broken.example', raw);
    const resolved = await resolveDomainConfig(env.DOMAIN_CONFIG, 'broken.example');
    expect(resolved.source).toBe('built-in');
    expect(resolved.config.siteName).toBe('Carlog');
    expect(resolved.problems.join(' ')).toContain('domain:broken.example');
  });

  it('falls back when KV itself fails', async () => {
    expectConsoleWarning(/"domain config fallback","host":"cars.example".*KV unavailable/);
    const failing = { get: () => Promise.reject(new Error('KV unavailable')) } as unknown as KVNamespace;
    const resolved = await resolveDomainConfig(failing, 'cars.example');
    expect(resolved.source).toBe('built-in');
    expect(resolved.problems[0]).toContain('KV unavailable');
  });

  it('keeps a read for a minute in the isolate', async () => {
    await env.DOMAIN_CONFIG.put('domain:cars.example', JSON.stringify(custom));
    const t0 = Date.now();
    await resolveDomainConfig(env.DOMAIN_CONFIG, 'cars.example', t0);
    await env.DOMAIN_CONFIG.put('domain:cars.example', JSON.stringify({ ...custom, siteName: 'Changed' }));
    expect((await resolveDomainConfig(env.DOMAIN_CONFIG, 'cars.example', t0 + 30_000)).config.siteName).toBe('Torque Weekly');
    expect((await resolveDomainConfig(env.DOMAIN_CONFIG, 'cars.example', t0 + 61_000)).config.siteName).toBe('Changed');
  });
});
