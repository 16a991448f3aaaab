// A stand-in for a Cloudflare Access team on 127.0.0.1: a key pair made for this run, its public half
// published where Access publishes a team's keys (/cdn-cgi/access/certs), the private half handed to the
// tests to sign identities with (tests/workers/console-access.test.ts).
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { TestProject } from 'vitest/node';
import { closeServer, listenOnLoopback } from './loopback-server';

declare module 'vitest' {
  export interface ProvidedContext {
    accessTeamPort: number;
    accessPrivateKey: JWK;
  }
}

let server: Server;

export async function setup(project: TestProject) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'carlog-test-key';
  const certs = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  server = createServer((request, response) => {
    if (request.url === '/cdn-cgi/access/certs') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(certs);
    }
    response.writeHead(404);
    response.end();
  });
  project.provide('accessTeamPort', await listenOnLoopback(server));
  project.provide('accessPrivateKey', { ...(await exportJWK(privateKey)), kid, alg: 'RS256' });
}

export const teardown = () => closeServer(server);
