// The migrated, seeded catalogue database, built in Node's own SQLite: every migration under
// migrations/ (recorded in d1_migrations, as `wrangler d1 migrations apply` records them) and
// seed/cars.sql, then written out as a dump that an empty D1 loads in one batch. The workerd tests load
// it into each test file's D1, and a fresh local state (scripts/setup-local.ts) starts from it. Loading
// the finished tables is about half the work of migrating and seeding again: no upserts, no facet
// aggregation, indexes built once over the whole table.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { unstable_splitSqlQuery as splitSqlQuery } from 'wrangler';
import { root } from './run.ts';

export type Migration = { name: string; queries: string[] };

/** migrations/*.sql in the order wrangler applies them, each split into statements as wrangler splits it. */
export function readMigrations(): Migration[] {
  const dir = join(root, 'migrations');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, queries: splitSqlQuery(readFileSync(join(dir, name), 'utf8')) }));
}

/** seed/cars.sql, one statement an item (the importer writes one a line). */
export function readSeed(): string[] {
  return seedStatements(readFileSync(join(root, 'seed/cars.sql'), 'utf8'));
}

/** The statements of a seed's text: one a line, comment lines left out. */
export function seedStatements(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() && !line.startsWith('--'));
}

/** The statements that recreate the migrated, seeded database in an empty D1. */
export async function seededDatabaseDump(): Promise<string[]> {
  const db = await buildSeededDatabase(readMigrations(), readSeed());
  try {
    return dumpDatabase(db);
  } finally {
    db.close();
  }
}

/** D1 refuses statements over 100 kB; the dump's INSERTs stay well under that. */
const MAX_STATEMENT_BYTES = 50_000;

export async function buildSeededDatabase(migrations: Migration[], seed: string[]): Promise<DatabaseSync> {
  const { DatabaseSync } = await loadSqlite();
  const db = new DatabaseSync(':memory:');
  db.exec(`CREATE TABLE d1_migrations (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT UNIQUE,
    applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
  )`);
  const recordMigration = db.prepare('INSERT INTO d1_migrations (name) VALUES (?)');
  for (const migration of migrations) {
    inTransaction(db, () => {
      for (const query of migration.queries) db.exec(query);
      recordMigration.run(migration.name);
    });
  }
  inTransaction(db, () => {
    for (const statement of seed) db.exec(statement);
  });
  return db;
}

/** The statements that recreate `db`: each table, its rows, then its indexes (faster than the other way round). */
export function dumpDatabase(db: DatabaseSync): string[] {
  const objects = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid")
    .all() as Array<{ type: string; name: string; sql: string }>;
  const tables = objects.filter((object) => object.type === 'table');
  const statements: string[] = [];
  for (const { name, sql } of tables) {
    statements.push(sql);
    const columns = (db.prepare(`PRAGMA table_info(${quoteId(name)})`).all() as Array<{ name: string }>).map((column) =>
      quoteId(column.name),
    );
    // SQLite writes each value as a literal itself: text, numbers and NULL read back exactly as stored
    const rows = db.prepare(`SELECT ${columns.map((column) => `quote(${column})`).join(" || ',' || ")} AS tuple FROM ${quoteId(name)}`);
    const head = `INSERT INTO ${quoteId(name)} (${columns.join(', ')}) VALUES `;
    let values: string[] = [];
    let bytes = head.length;
    for (const { tuple } of rows.iterate() as Iterable<{ tuple: string }>) {
      if (values.length && bytes + tuple.length + 3 > MAX_STATEMENT_BYTES) {
        statements.push(head + values.join(', '));
        values = [];
        bytes = head.length;
      }
      values.push(`(${tuple})`);
      bytes += tuple.length + 3;
    }
    if (values.length) statements.push(head + values.join(', '));
  }
  statements.push(...objects.filter((object) => object.type !== 'table').map((object) => object.sql));
  return statements;
}

/** node:sqlite, without the one-line "experimental" notice Node 22 prints on its first use in every run. */
async function loadSqlite() {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: never[]) => {
    if (!String(warning).includes('SQLite is an experimental feature')) emitWarning.call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return await import('node:sqlite');
  } finally {
    process.emitWarning = emitWarning;
  }
}

function inTransaction(db: DatabaseSync, work: () => void) {
  db.exec('BEGIN');
  try {
    work();
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

const quoteId = (name: string) => `"${name.replaceAll('"', '""')}"`;
