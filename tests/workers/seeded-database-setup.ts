// Builds the seeded catalogue database once per run (scripts/lib/seeded-database.ts) and hands its
// dump, with the seed itself, to every test file's workerd (vitest.config.ts; loaded by setup.ts).
import type { TestProject } from 'vitest/node';
import { readSeed, seededDatabaseDump } from '../../scripts/lib/seeded-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** statements that recreate the migrated, seeded database */
    seededDatabase: string[];
    /** seed/cars.sql, one statement an item */
    catalogueSeed: string[];
  }
}

export async function setup(project: TestProject) {
  project.provide('seededDatabase', await seededDatabaseDump());
  project.provide('catalogueSeed', readSeed());
}
