// Copies of the seeded cars, as `npm run bench:scale` grows the catalogue (scripts/bench/grow-catalogue.ts):
// copy k of car 1001 is car 1001 + k × 100000, named "… (k)" in its own model family "… (k)".
import { env } from 'cloudflare:test';

/** `WITH` clause numbering the copies 1 … `copies` as `k`. */
export const copiesOf = (copies: number) => `WITH RECURSIVE copy(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM copy WHERE k < ${copies})`;

/** The statement that adds `copies` copies of every real car matching `where` (tags and search words stay the caller's). */
export async function copyCarsStatement(copies: number, where?: string): Promise<D1PreparedStatement> {
  const { results: columns } = await env.DB.prepare('PRAGMA table_info(cars)').all<{ name: string }>();
  const copied: Record<string, string> = {
    id: 'id + k * 100000',
    slug: "slug || '-' || k",
    model: "model || ' (' || k || ')'",
    model_slug: "model_slug || '-' || k",
    name: "name || ' (' || k || ')'",
    source_key: "source_key || ' copy ' || k",
  };
  const names = columns.map((column) => column.name);
  return env.DB.prepare(
    `${copiesOf(copies)} INSERT INTO cars (${names.join(', ')}) SELECT ${names.map((name) => copied[name] ?? name).join(', ')} FROM cars, copy WHERE ${where ? `${where} AND ` : ''}id < 100000`,
  );
}
