// Builds the seeded catalogue database once per run (scripts/lib/seeded-database.ts) and serves its
// dump, with the seed itself, on 127.0.0.1: each test file's workerd fetches what it reads
// (setup.ts the dump, the re-seeding tests the seed). Handed over as bindings or provided values, the
// 10 MB were serialised into every file's workerd configuration and run message, read or not.
import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { closeServer, listenOnLoopback } from './loopback-server';
import { readSeed, seededDatabaseDump } from '../../scripts/lib/seeded-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDataPort: number;
  }
}

let server: Server;

export async function setup(project: TestProject) {
  // serialised once: every file gets the same bytes
  const bodies = new Map([
    ['/database', JSON.stringify(await seededDatabaseDump())],
    ['/seed', JSON.stringify(readSeed())],
  ]);
  server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    response.end(body);
  });
  project.provide('testDataPort', await listenOnLoopback(server));
}

export const teardown = () => closeServer(server);
