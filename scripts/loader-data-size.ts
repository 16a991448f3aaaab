// The bytes of serialised loader data (React Router's turbo-stream: the inline scripts that feed
// `streamController.enqueue`) in each page type's HTML, served from the existing build:
// `flock /tmp/carlog-heavy.lock ./node_modules/.bin/node scripts/loader-data-size.ts` after `npm run build`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serveBuild } from './lib/server.ts';
import { ensureDevVars, setupLocal } from './setup-local.ts';

const stateDir = mkdtempSync(join(tmpdir(), 'carlog-loader-data-'));
ensureDevVars();
await setupLocal(stateDir);
const server = await serveBuild(await freePort(), { CARLOG_STATE_DIR: stateDir });
try {
  const car = (await (await fetch(`${server.url}/api?url=/car/carInfo&id=1001`)).json()) as { data: { path: string } };
  const pages = [
    { label: 'home', path: '/' },
    { label: 'car list', path: '/car-list' },
    { label: 'car page', path: car.data.path },
    { label: 'brand page', path: '/brands/porsche' },
    { label: 'model page', path: '/brands/porsche/taycan' },
  ];
  console.log('| Page | HTML bytes | Loader data bytes |\n|---|---|---|');
  for (const page of pages) {
    const html = await (await fetch(server.url + page.path)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    const data = scripts
      .filter((script) => script.includes('streamController.enqueue'))
      .reduce((sum, script) => sum + Buffer.byteLength(script), 0);
    console.log(`| ${page.label} | ${Buffer.byteLength(html)} | ${data} |`);
  }
} finally {
  await server.stop();
}
