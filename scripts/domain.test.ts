// The operator's domain command, in-process: validating a config file and reading the host argument
// (the command itself, spawned: domain.command.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDomainConfig, hostArgument } from './lib/domain-file.ts';
import { root } from './lib/run.ts';

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
