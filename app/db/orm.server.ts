// The query builder over a request's D1 binding (decision 002). Made per call from the binding it is
// given, never held by a module: every model function takes the binding, so tests pass a real D1.
import { type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';

export const orm = (db: D1Database) => drizzle(db);

const dialect = new SQLiteAsyncDialect();

/**
 * A statement the builder cannot express (a materialised common table expression), written with its
 * `sql` template so values stay bound parameters: run through D1 itself, and read by the query-plan
 * test and `npm run bench:scale` through the same `toSQL()` as the builder's statements.
 */
export function rawStatement<Row>(db: D1Database, query: SQL) {
  const { sql, params } = dialect.sqlToQuery(query);
  return {
    toSQL: () => ({ sql, params }),
    all: async () =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .all<Row>()
      ).results,
  };
}
