// Domains in the operators' console, through the Worker: the list from KV, create from the default
// config, the form's errors beside their fields with nothing saved, save (KV, a new cache generation,
// the replaced version kept), roll back, preview without saving, delete only with the host typed.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fieldValues, FIELDS } from '#app/admin/console/domain-form.ts';
import { decodeDraft } from '#app/admin/console/domain-form.ts';
import { BUILT_IN_CONFIG } from '#app/domain/config.server.ts';
import type { DomainConfig } from '#app/domain/config.ts';
import { GENERATION_KEY } from '#app/edge-cache/generation.server.ts';
import { page, post, signIn } from './console-session';

const stored = async (host: string) => env.DOMAIN_CONFIG.get<DomainConfig>(`domain:${host}`, 'json');

/** The form's fields as a browser sends them for `config`, with `changes` typed over them. */
function formFor(config: unknown, changes: Record<string, string> = {}): Array<[string, string]> {
  const values = { ...fieldValues(config), ...changes };
  return FIELDS.filter((field) => field.kind !== 'checkbox' || values[field.name] === 'on').map((field) => [
    field.name,
    values[field.name] ?? '',
  ]);
}

async function session() {
  const { cookie } = await signIn();
  const { csrf } = await page('/admin/domains', cookie);
  return { cookie, csrf };
}

async function create(host: string) {
  const { cookie, csrf } = await session();
  const response = await post('/admin/domains', cookie, [
    ['csrf', csrf],
    ['host', host],
  ]);
  return { response, cookie, csrf };
}

describe('domains', () => {
  it('creates a domain from the default config, listed after; refuses a taken or malformed host', async () => {
    const { response, cookie, csrf } = await create('New-Site.Example.com');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/admin/domains/new-site.example.com?created=1');
    expect(await stored('new-site.example.com')).toEqual(BUILT_IN_CONFIG);
    expect((await page('/admin/domains', cookie)).html).toContain('href="/admin/domains/new-site.example.com"');
    const again = await post('/admin/domains', cookie, [
      ['csrf', csrf],
      ['host', 'new-site.example.com'],
    ]);
    expect(again.status).toBe(409);
    for (const host of ['', 'not a host', 'javascript:alert(1)', '.example.com', 'a..b']) {
      const bad = await post('/admin/domains', cookie, [
        ['csrf', csrf],
        ['host', host],
      ]);
      expect(bad.status, host).toBe(400);
      expect(await bad.text()).toContain('Enter a host name');
    }
  });

  it('shows the schema’s errors beside the fields that caused them and saves nothing', async () => {
    const { cookie, csrf } = await create('errors.example.com');
    const before = await stored('errors.example.com');
    const response = await post('/admin/domains/errors.example.com', cookie, [
      ['csrf', csrf],
      ['intent', 'save'],
      ...formFor(before, {
        'theme.colors.primary': 'red;} body{display:none',
        'logo.url': 'javascript:alert(1)',
        'logo.width': 'wide',
        siteName: '',
      }),
    ]);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Nothing was saved');
    expect(html).toMatch(/id="f-theme-colors-primary-error">Primary: must be a colour/);
    expect(html).toMatch(/id="f-logo-url-error">Logo address: must be an https:\/\/ address/);
    expect(html).toMatch(/id="f-logo-width-error">Logo width \(px\): /);
    expect(html).toMatch(/id="f-siteName-error">Site name: /);
    // what was typed stays in the form, to be corrected
    expect(html).toContain('value="red;} body{display:none"');
    expect(await stored('errors.example.com')).toEqual(before);
  });

  it('saves, keeping each replaced version (more than 10), and rolls back with one click', async () => {
    const host = 'versions.example.com';
    const { cookie, csrf } = await create(host);
    const generation = await env.DOMAIN_CONFIG.get(GENERATION_KEY);
    for (let i = 1; i <= 12; i += 1) {
      const saved = await post(`/admin/domains/${host}`, cookie, [
        ['csrf', csrf],
        ['intent', 'save'],
        ...formFor(await stored(host), { siteName: `Site ${i}`, 'theme.colors.primary': `#12345${i % 10}` }),
      ]);
      expect(saved.status).toBe(303);
      expect(saved.headers.get('Location')).toBe(`/admin/domains/${host}?saved=1`);
    }
    expect(await stored(host)).toMatchObject({ siteName: 'Site 12', theme: { colors: { primary: '#123452' } } });
    expect(await env.DOMAIN_CONFIG.get(GENERATION_KEY)).not.toBe(generation);
    const versions = await env.DOMAIN_CONFIG.get<Array<{ savedAt: number; config: DomainConfig }>>(`domain-versions:${host}`, 'json');
    // the default it was created with, then Site 1 … Site 11
    expect(versions!.length).toBe(12);
    expect(versions!.map((version) => version.config.siteName).slice(0, 3)).toEqual(['Site 11', 'Site 10', 'Site 9']);

    const editor = await page(`/admin/domains/${host}`, cookie);
    expect(editor.html).toContain('Earlier versions');
    expect(editor.html).toMatch(/<td>siteName<\/td><td><del>&quot;Site 11&quot;<\/del><\/td><td><ins>&quot;Site 12&quot;<\/ins><\/td>/);

    const back = await post(`/admin/domains/${host}`, cookie, [
      ['csrf', csrf],
      ['intent', 'rollback'],
      ['version', String(versions![4]!.savedAt)],
    ]);
    expect(back.headers.get('Location')).toBe(`/admin/domains/${host}?rolled-back=1`);
    expect((await stored(host))!.siteName).toBe('Site 7');
    // the rolled-back-from config is itself a version now
    const after = await env.DOMAIN_CONFIG.get<Array<{ config: DomainConfig }>>(`domain-versions:${host}`, 'json');
    expect(after![0]!.config.siteName).toBe('Site 12');

    const gone = await post(`/admin/domains/${host}`, cookie, [
      ['csrf', csrf],
      ['intent', 'rollback'],
      ['version', '12345'],
    ]);
    expect(gone.status).toBe(404);
  });

  it('previews the draft without saving it', async () => {
    const host = 'preview.example.com';
    const { cookie, csrf } = await create(host);
    const before = await stored(host);
    const response = await post(`/admin/domains/${host}`, cookie, [
      ['csrf', csrf],
      ['intent', 'preview'],
      ...formFor(before, { siteName: 'Draft name', 'theme.colors.primary': '#aa0000' }),
    ]);
    expect(response.status).toBe(200);
    const html = await response.text();
    const frames = [...html.matchAll(/<iframe title="([^"]+)" src="([^"]+)">/g)];
    expect(frames.map((frame) => frame[1])).toEqual(['Home page with the draft config', 'A car page with the draft config']);
    const src = new URL(frames[0]![2]!.replace(/&amp;/g, '&'), 'https://carlog.test');
    expect(src.pathname).toBe(`/admin/domains/${host}/preview`);
    expect(decodeDraft(src.searchParams.get('draft'))).toMatchObject({ siteName: 'Draft name', theme: { colors: { primary: '#aa0000' } } });
    expect(await stored(host)).toEqual(before);
    // a preview address with a draft the schema refuses renders nothing
    const bad = await page(`/admin/domains/${host}/preview?page=home&draft=eyJzaXRlTmFtZSI6IjwifQ`, cookie);
    expect(bad.response.status).toBe(400);
  });

  it('deletes only when the host name is typed, keeping the deleted config as a version', async () => {
    const host = 'delete-me.example.com';
    const { cookie, csrf } = await create(host);
    const wrong = await post(`/admin/domains/${host}`, cookie, [
      ['csrf', csrf],
      ['intent', 'delete'],
      ['confirm', 'delete-me'],
    ]);
    expect(wrong.status).toBe(400);
    expect(await stored(host)).not.toBeNull();
    const right = await post(`/admin/domains/${host}`, cookie, [
      ['csrf', csrf],
      ['intent', 'delete'],
      ['confirm', host],
    ]);
    expect(right.headers.get('Location')).toBe(`/admin/domains?deleted=${host}`);
    expect(await stored(host)).toBeNull();
    expect(await env.DOMAIN_CONFIG.get(`domain-versions:${host}`, 'json')).toHaveLength(1);
    expect((await page(`/admin/domains/${host}`, cookie)).response.status).toBe(404);
  });
});
