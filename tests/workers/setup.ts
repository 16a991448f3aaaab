// Every test file starts from its own copy of the real schema and the real catalogue seed: the
// database built once per run (seeded-database-setup.ts), loaded into this file's empty D1. An error
// or warning a test did not declare fails it (tests/support/console-errors.ts).
import { env } from 'cloudflare:test';
import { failOnUnexpectedConsoleErrors } from '../support/console-errors';
import { seededDatabase } from './test-data';

failOnUnexpectedConsoleErrors();

await env.DB.batch((await seededDatabase()).map((statement) => env.DB.prepare(statement)));
