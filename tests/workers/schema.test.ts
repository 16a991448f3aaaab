import { env } from 'cloudflare:test';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#app/catalogue/schema.server.ts';
import { SEED_CARS } from '../support/catalogue';
import { catalogueSeed } from './test-data';

const tables = [
  schema.cars,
  schema.carTags,
  schema.events,
  schema.carPopularity,
  schema.carTeasers,
  schema.jobState,
  schema.photos,
  schema.carBrands,
  schema.carBrandFacets,
];

describe('migrations and seed', () => {
  it.each(tables.map((table) => [getTableName(table), table] as const))(
    '%s: the Drizzle schema matches the migrated table',
    async (name, table) => {
      // table_xinfo: generated columns too (hidden 2 or 3), not a virtual table's hidden ones (1)
      const { results } = await env.DB.prepare(`PRAGMA table_xinfo(${name})`).all<{
        name: string;
        notnull: number;
        pk: number;
        hidden: number;
      }>();
      const migrated = Object.fromEntries(
        results.filter((column) => column.hidden !== 1).map((column) => [column.name, column.notnull === 1 || column.pk === 1]),
      );
      const declared = Object.fromEntries(Object.values(getTableColumns(table)).map((column) => [column.name, column.notNull]));
      expect(declared).toEqual(migrated);
    },
  );

  it('holds the whole seeded catalogue', async () => {
    const row = await env.DB.prepare('SELECT count(*) AS n, count(DISTINCT brand) AS brands FROM cars').first<{
      n: number;
      brands: number;
    }>();
    expect(row?.n).toBe(SEED_CARS);
    expect(row?.brands).toBeGreaterThan(60);
  });

  it('seeding again changes nothing (upserts keyed on id)', async () => {
    await env.DB.batch((await catalogueSeed()).map((statement) => env.DB.prepare(statement)));
    const row = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM cars) AS cars, (SELECT count(*) FROM car_tags WHERE car_id = 1001) AS tags',
    ).first<{ cars: number; tags: number }>();
    expect(row).toEqual({ cars: SEED_CARS, tags: 3 });
  });

  it('seeding moves the photos and views of a merged car to the car it became', async () => {
    const redirect = await env.DB.prepare('SELECT from_id AS fromId, to_id AS toId FROM car_redirects ORDER BY from_id LIMIT 1').first<{
      fromId: number;
      toId: number;
    }>();
    if (!redirect) throw new Error('the seed has no redirect');
    const { fromId, toId } = redirect;
    // as before the re-import that merged it: the seed writes the redirect, then moves along it
    await env.DB.batch([
      env.DB.prepare('DELETE FROM car_redirects WHERE from_id = ?').bind(fromId),
      env.DB.prepare(
        `INSERT INTO photos (id, car_id, r2_key, content_type, size_bytes, sha256, status, submitted_at)
         VALUES ('merged-car-photo', ?, 'photos/merged-car-photo', 'image/jpeg', 1, 'x', 'approved', 1)`,
      ).bind(fromId),
      env.DB.prepare('INSERT INTO car_popularity (car_id, views, updated_at) VALUES (?, 5, 10), (?, 7, 20)').bind(fromId, toId),
    ]);
    await env.DB.batch((await catalogueSeed()).map((statement) => env.DB.prepare(statement)));
    const photo = await env.DB.prepare("SELECT car_id AS carId FROM photos WHERE id = 'merged-car-photo'").first<{ carId: number }>();
    expect(photo?.carId).toBe(toId);
    const { results } = await env.DB.prepare(
      'SELECT car_id AS carId, views, updated_at AS updatedAt FROM car_popularity WHERE car_id IN (?, ?)',
    )
      .bind(fromId, toId)
      .all();
    expect(results).toEqual([{ carId: toId, views: 12, updatedAt: 20 }]);
  });

  it('keeps canonical brand names and fixes the mislabelled rows', async () => {
    const { results } = await env.DB.prepare(
      "SELECT brand, name FROM cars WHERE brand IN ('Mercedes-Benz', 'Rolls-Royce', 'McLaren', 'Alfa Romeo') OR brand LIKE 'MERCEDES%' OR brand = 'Jaguar Land Rover'",
    ).all<{ brand: string; name: string }>();
    const brands = new Set(results.map((row) => row.brand));
    expect([...brands].sort()).toEqual(['Alfa Romeo', 'McLaren', 'Mercedes-Benz', 'Rolls-Royce']);
    expect(results).toContainEqual({ brand: 'McLaren', name: '720S' });
    expect(results.some((row) => row.name.startsWith('BENZ') || row.name.startsWith('Romeo'))).toBe(false);
  });
});
