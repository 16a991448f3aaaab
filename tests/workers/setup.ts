// Every test file starts from the real schema and the real catalogue seed.
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare('SELECT count(*) AS n FROM cars').first<{ n: number }>();
if (!seeded?.n) await env.DB.batch(env.TEST_SEED.map((statement) => env.DB.prepare(statement)));
