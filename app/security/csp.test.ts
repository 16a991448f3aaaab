import { describe, expect, it } from 'vitest';
import shippedDefault from '../../domains/default.json';
import { domainConfigSchema } from '#app/domain/config.ts';
import { withPageNonce } from './csp.server';
import { NONCE_PLACEHOLDER } from './nonce';

const BUILT_IN_CONFIG = domainConfigSchema.parse(shippedDefault);
const page = `<html><head><script nonce="${NONCE_PLACEHOLDER}">a</script></head><body><input value="nonce=&quot;${NONCE_PLACEHOLDER}&quot;"/><script nonce="${NONCE_PLACEHOLDER}" type="module"></script></body></html>`;
const stored = () =>
  new Response(page, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(new TextEncoder().encode(page).length) },
  });

async function nonceOf(response: Response) {
  const html = await response.text();
  const policy = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
  return { html, policy, inHtml: [...html.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]) };
}

describe('withPageNonce', () => {
  it('gives a page a fresh nonce in place: every script, the policy, the same length', async () => {
    const first = await withPageNonce(stored(), BUILT_IN_CONFIG, null);
    const second = await withPageNonce(stored(), BUILT_IN_CONFIG, null);
    const a = await nonceOf(first);
    const b = await nonceOf(second);
    expect(a.inHtml).toEqual([a.policy, a.policy]);
    expect(a.policy).not.toBe(b.policy);
    expect(a.html).toHaveLength(page.length);
    expect(first.headers.get('Content-Length')).toBe(String(page.length));
    // text that only looks like the attribute is left alone
    expect(a.html).toContain(`nonce=&quot;${NONCE_PLACEHOLDER}&quot;`);
  });

  it('leaves the response it was given as it was: the edge cache stores that one', async () => {
    const rendered = new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    const kept = rendered.clone();
    const { html, policy, inHtml } = await nonceOf(await withPageNonce(rendered, BUILT_IN_CONFIG, null));
    expect(inHtml).toEqual([policy, policy]);
    expect(html.replaceAll(policy!, NONCE_PLACEHOLDER)).toBe(page);
    expect(await kept.text()).toBe(page);
  });
});
