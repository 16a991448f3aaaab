// Builds the seeded catalogue database once per run (tests/support/seeded-database.ts) and hands its
// dump, with the seed itself, to every test file's workerd (vitest.config.ts; loaded by setup.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import type { TestProject } from 'vitest/node';
import { buildSeededDatabase, dumpDatabase } from '../support/seeded-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** statements that recreate the migrated, seeded database */
    seededDatabase: string[];
    /** seed/cars.sql, one statement an item */
    catalogueSeed: string[];
  }
}

export async function setup(project: TestProject) {
  const migrations = await readD1Migrations(fileURLToPath(new URL('../../migrations', import.meta.url)));
  const seed = readFileSync(new URL('../../seed/cars.sql', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('--'));
  const db = await buildSeededDatabase(migrations, seed);
  project.provide('seededDatabase', dumpDatabase(db));
  project.provide('catalogueSeed', seed);
  db.close();
}
