// The operator's domain command: validation in-process, and a real put/get/list/delete against a
// throwaway local KV (wrangler's own local storage, as npm start uses).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDomainConfig, hostArgument } from './lib/domain-file.ts';
import { root, toolEnv } from './lib/run.ts';

const example = readFileSync(join(root, 'domains/greenroute.localhost.json'), 'utf8');

describe('checkDomainConfig', () => {
  it('accepts the shipped examples', () => {
    for (const name of ['default', 'fastlane.localhost', 'greenroute.localhost']) {
      expect(checkDomainConfig(readFileSync(join(root, `domains/${name}.json`), 'utf8')).ok).toBe(true);
    }
  });

  it('names each bad field: markup in text, script in a colour, a javascript: image', () => {
    const config = JSON.parse(example);
    config.siteName = 'Cars <script>';
    config.theme.colors.primary = 'red;}body{display:none';
    config.homeBackground.pc = 'javascript:alert(1)';
    const result = checkDomainConfig(JSON.stringify(config));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'siteName: must not contain < or >',
      'theme.colors.primary: must be a colour: #rgb, #rrggbb, rgb(), hsl(), oklch()',
      'homeBackground.pc: must be an https:// address or a path starting with /',
    ]);
  });

  it('says when the file is not JSON', () => {
    expect(checkDomainConfig('{ siteName: ')).toMatchObject({ ok: false, errors: [expect.stringMatching(/^not valid JSON/)] });
  });
});

describe('hostArgument', () => {
  it.each([
    ['Cars.Example.com', 'cars.example.com'],
    ['cars.example.com:8443', 'cars.example.com'],
    ['default', 'default'],
    ['localhost', 'localhost'],
    ['not a host', null],
    ['nodots', null],
    [undefined, null],
  ])('%s → %s', (value, expected) => expect(hostArgument(value)).toBe(expected));
});

describe('npm run domain', () => {
  const state = mkdtempSync(join(tmpdir(), 'carlog-domain-'));
  afterAll(() => rmSync(state, { recursive: true, force: true }));
  const domain = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/domain.ts', ...args, '--persist-to', state], { cwd: root, env: toolEnv, encoding: 'utf8' });

  it('refuses an invalid file and writes nothing', () => {
    const bad = join(state, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...JSON.parse(example), siteName: '<b>' }));
    const put = domain('put', 'cars.example.com', bad);
    expect(put.status).toBe(1);
    expect(put.stderr).toContain('siteName: must not contain < or >');
    expect(domain('list').stdout).toContain('No domain configs.');
  });

  it('puts, gets, lists and deletes a config', () => {
    expect(domain('put', 'Cars.Example.com', join(root, 'domains/greenroute.localhost.json')).status).toBe(0);
    const got = domain('get', 'cars.example.com');
    expect(got.status).toBe(0);
    expect(JSON.parse(got.stdout).siteName).toBe('Greenroute');
    expect(domain('list').stdout.trim()).toBe('cars.example.com');
    expect(domain('delete', 'cars.example.com').status).toBe(0);
    const gone = domain('get', 'cars.example.com');
    expect(gone.status).toBe(1);
    expect(gone.stderr).toContain('No config for cars.example.com');
  }, 60_000);
});
