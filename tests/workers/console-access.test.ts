// Behind Cloudflare Access the console takes Access's signed identity (Cf-Access-Jwt-Assertion) in place
// of a session: checked against the team's published keys, issuer, audience and expiry. The team here
// is a stand-in on 127.0.0.1 whose key pair this run made (access-keys.ts).
import { env, SELF } from 'cloudflare:test';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { GENERATION_KEY } from '#app/edge-cache/generation.server.ts';
import { ORIGIN } from './helpers';

const team = env.ACCESS_TEAM_DOMAIN;
const audience = env.ACCESS_AUD;

type Claims = { iss?: string; aud?: string; exp?: number; email?: string };

async function assertion(claims: Claims = {}, key?: CryptoKey, kid = 'carlog-test-key'): Promise<string> {
  const signer = key ?? ((await importJWK(JSON.parse(env.ACCESS_TEST_KEY) as JWK, 'RS256')) as CryptoKey);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email ?? 'ops@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(claims.iss ?? team)
    .setAudience(claims.aud ?? audience)
    .setSubject('access-user-1')
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 600)
    .sign(signer);
}

const open = (path: string, jwt: string, init: RequestInit = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { ...init, redirect: 'manual', headers: { 'Cf-Access-Jwt-Assertion': jwt, ...init.headers } });

describe('Cloudflare Access', () => {
  it('an identity Access signed opens the console without a session, and its forms work', async () => {
    const jwt = await assertion();
    const response = await open('/admin', jwt);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('ops@example.com');
    // Access signs out, not the console
    expect(html).not.toContain('Sign out');
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
    const before = await env.DOMAIN_CONFIG.get(GENERATION_KEY);
    const purged = await open('/admin/purge', jwt, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf }),
    });
    expect(purged.status).toBe(303);
    expect(await env.DOMAIN_CONFIG.get(GENERATION_KEY)).not.toBe(before);
    // the form token of one identity is not another's
    const other = await open('/admin/purge', await assertion({ email: 'someone@example.com' }), {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf }),
    });
    expect(other.status).toBe(403);
  });

  it('refuses an expired assertion, another audience or issuer, a key not the team’s, and junk', async () => {
    const now = Math.floor(Date.now() / 1000);
    const foreign = await generateKeyPair('RS256');
    const unsigned = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ iss: team, aud: audience, email: 'x@example.com' }))}.`;
    const cases: Array<[string, string]> = [
      ['expired', await assertion({ exp: now - 10 })],
      ['another audience', await assertion({ aud: 'another-app' })],
      ['another issuer', await assertion({ iss: 'https://evil.cloudflareaccess.com' })],
      ['a foreign key with the team key id', await assertion({}, foreign.privateKey)],
      ['a foreign key of its own', await assertion({}, foreign.privateKey, 'foreign')],
      ['alg none', unsigned],
      ['junk', 'not.a.jwt'],
    ];
    for (const [label, jwt] of cases) {
      const response = await open('/admin', jwt);
      expect(response.status, label).toBe(401);
      expect(await response.text(), label).toContain('Sign in');
    }
  });
});
