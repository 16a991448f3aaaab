// Every test file starts from its own copy of the real schema and the real catalogue seed: the
// database built once per run (seeded-database-setup.ts), loaded into this file's empty D1.
import { env } from 'cloudflare:test';

await env.DB.batch(env.TEST_DATABASE.map((statement) => env.DB.prepare(statement)));
