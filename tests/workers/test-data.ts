// What seeded-database-setup.ts serves once per run on 127.0.0.1 (TEST_DATA_ORIGIN).
import { env } from 'cloudflare:test';

async function statements(path: '/database' | '/seed'): Promise<string[]> {
  const response = await fetch(`${env.TEST_DATA_ORIGIN}${path}`);
  if (!response.ok) throw new Error(`test data ${path}: ${response.status}`);
  return response.json();
}

/** the statements that recreate the migrated, seeded database */
export const seededDatabase = () => statements('/database');

/** seed/cars.sql, one statement an item */
export const catalogueSeed = () => statements('/seed');
