// The operator's domain command, spawned as an operator runs it: a real put/get/list/delete against a
// throwaway local KV (wrangler's own local storage, as npm start uses). In the `commands` test
// project, whose time limits are sized for a slow, busy machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, toolEnv } from './lib/run.ts';

const example = readFileSync(join(root, 'domains/greenroute.localhost.json'), 'utf8');

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
  });
});
