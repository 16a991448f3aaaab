import { describe, expect, test } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-paint.server';

// What React Router's <Scripts> renders (its preload links hoisted into <head> by React), trimmed.
const NONCE = 'nonce="csp-nonce-placeholder---"';
const page = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="modulepreload" href="/js/entry.client-AAAA.js" ${NONCE}/><link rel="modulepreload" href="/js/shared-BBBB.js" ${NONCE}/>`,
  `<link rel="modulepreload" href="/js/root-CCCC.js" ${NONCE}/><link ${NONCE} rel="stylesheet" href="/css/root-DDDD.css"/></head>`,
  `<body><main><p>rel="modulepreload" in a car's text is left alone: Citroën, 0–100 km/h</p></main>`,
  `<script ${NONCE}>window.__reactRouterContext = {};</script>`,
  `<script ${NONCE} type="module" async="">;\nimport * as route0 from "/js/root-CCCC.js";\nimport * as route1 from "/js/home-EEEE.js";\n`,
  `  window.__reactRouterManifest = {"entry":{"module":"/js/entry.client-AAAA.js"}};\n`,
  `  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/js/entry.client-AAAA.js");</script></body></html>`,
].join('');

const rewrite = (html: string) => new TextDecoder().decode(scriptsAfterFirstPaint(new TextEncoder().encode(html)));

describe('scriptsAfterFirstPaint', () => {
  const rewritten = rewrite(page);
  const bootstrap = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(rewritten)![1]!;

  test('the head asks for no script; the stylesheet and the page are as rendered', () => {
    expect(rewritten.slice(0, rewritten.indexOf('</head>'))).not.toContain('modulepreload');
    expect(rewritten).toContain(`<link ${NONCE} rel="stylesheet" href="/css/root-DDDD.css"/>`);
    expect(rewritten).toContain(`<p>rel="modulepreload" in a car's text is left alone: Citroën, 0–100 km/h</p>`);
    // the rest of the page, byte for byte
    expect(rewritten.slice(rewritten.indexOf('</head>'), rewritten.indexOf('<script'))).toBe(
      page.slice(page.indexOf('</head>'), page.indexOf('<script')),
    );
    expect(rewritten.endsWith('import("/js/entry.client-AAAA.js");</script></body></html>')).toBe(true);
    expect(rewritten).toContain(`<script ${NONCE}>window.__reactRouterContext = {};</script>`);
    expect(rewritten).toContain(`<script ${NONCE} type="module" async="">`);
  });

  test('the bootstrap waits for the first paint, then preloads every chunk and imports the routes, then the entry', () => {
    const order = [
      'PerformanceObserver',
      "'modulepreload'",
      'import("/js/root-CCCC.js")',
      '__reactRouterRouteModules',
      'import("/js/entry.client-AAAA.js")',
    ];
    const at = order.map((text) => bootstrap.indexOf(text));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(bootstrap).toContain('["/js/entry.client-AAAA.js","/js/shared-BBBB.js","/js/root-CCCC.js"]');
    expect(bootstrap).toContain('const [route0,route1]=await Promise.all([import("/js/root-CCCC.js"),import("/js/home-EEEE.js")])');
    // no static import is left to be fetched before the paint
    expect(bootstrap).not.toMatch(/^\s*import \* as/m);
  });

  test('the bootstrap is a module the browser can parse', async () => {
    // top-level await: parsed as the body of an async function, as a module's would be
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(bootstrap)).not.toThrow();
  });

  test('a page without React Router’s scripts is unchanged', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>';
    expect(rewrite(plain)).toBe(plain);
  });
});
