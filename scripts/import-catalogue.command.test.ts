// The committed seed is exactly what the importer makes from the sources and the curated table: a
// second run reproduces seed/ and the import report byte for byte (ids, names, order, everything).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const sources = join(root, '../shared/data/cars');
const out = mkdtempSync(join(tmpdir(), 'carlog-import-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe.skipIf(!existsSync(sources))('npm run import:catalogue', () => {
  it('reproduces the committed seed and report byte for byte', async () => {
    await promisify(execFile)(process.execPath, [join(root, 'scripts/import-catalogue.ts'), '--out', out], { cwd: root });
    for (const file of ['seed/cars.json', 'seed/redirects.json', 'seed/withdrawn.json', 'seed/cars.sql', 'docs/catalogue-import.md']) {
      expect(readFileSync(join(out, file), 'utf8') === readFileSync(join(root, file), 'utf8'), `${file} differs from a fresh import`).toBe(
        true,
      );
    }
  });
});
