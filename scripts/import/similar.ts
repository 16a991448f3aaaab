// Each car's similar cars for the seed: the app's own statements (app/catalogue/similar-rows.server.ts)
// run over the seeded catalogue in Node's SQLite, through as much of D1's API as the query builder
// reads with.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import '../lib/app-modules.ts';

/** Worker code, loaded by name: its D1 types belong to the Worker's project, not to the scripts'. */
const SIMILAR_ROWS: string = '#app/catalogue/similar-rows.server.ts';

export async function similarCarsSql(db: DatabaseSync): Promise<string[]> {
  const { similarRowsSql } = (await import(SIMILAR_ROWS)) as { similarRowsSql: (d1: unknown) => Promise<string[]> };
  return similarRowsSql(d1Over(db));
}

function d1Over(db: DatabaseSync) {
  const prepare = (query: string) => {
    const statement = db.prepare(query);
    let values: SQLInputValue[] = [];
    const prepared = {
      bind(...bound: SQLInputValue[]) {
        values = bound;
        return prepared;
      },
      // a batch reads each statement's rows as objects, a lone select as arrays
      all: async () => ({ results: statement.all(...values) }),
      raw: async () => statement.all(...values).map((row) => Object.values(row)),
    };
    return prepared;
  };
  return {
    prepare,
    batch: (statements: Array<ReturnType<typeof prepare>>) => Promise.all(statements.map((statement) => statement.all())),
  };
}
