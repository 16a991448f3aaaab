// What a first visit downloads: the scripts and stylesheets a page's HTML names (module scripts,
// modulepreload links, the inline bootstrap's imports, stylesheets), read from the build and
// compressed as a CDN would send them (gzip -9, brotli 11). Chunks that no page or route loads up
// front (ads, the error-reporting client) are listed apart: they come after the page is interactive.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Size = { raw: number; gzip: number; brotli: number };
export type FirstLoad = { label: string; path: string; js: Size; css: Size; files: string[] };

const zero = (): Size => ({ raw: 0, gzip: 0, brotli: 0 });

export function sizeOf(clientDir: string, file: string): Size {
  const bytes = readFileSync(join(clientDir, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/**
 * Local files a page's HTML loads: <script src>, modulepreload and stylesheet links, and what its inline
 * module bootstrap imports and preloads after the first paint (app/lib/scripts-after-paint.server.ts).
 */
export function assetsNamedBy(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const rel = attr('rel');
    const href = tag.startsWith('<script') ? attr('src') : rel === 'modulepreload' || rel === 'stylesheet' ? attr('href') : undefined;
    if (href) files.add(href);
  }
  // the bootstrap's imports, and the chunks it preloads after the first paint (the manifest it sets
  // also names routes the page does not load)
  for (const [, specifier] of html.matchAll(/import\s*\(?\s*"(\/[^"]+\.js)"/g)) files.add(specifier!);
  for (const [, preloads] of html.matchAll(/(\[[^\]]*\])\.forEach\(function\(href\)/g)) {
    for (const file of JSON.parse(preloads!) as string[]) files.add(file);
  }
  return [...files].filter((file) => file.startsWith('/') && !file.startsWith('//'));
}

export async function measureFirstLoad(base: string, clientDir: string, label: string, path: string): Promise<FirstLoad> {
  const html = await (await fetch(new URL(path, base))).text();
  const files = assetsNamedBy(html);
  let js = zero();
  let css = zero();
  for (const file of files) {
    if (file.endsWith('.js')) js = add(js, sizeOf(clientDir, file));
    else if (file.endsWith('.css')) css = add(css, sizeOf(clientDir, file));
  }
  return { label, path, js, css, files };
}

/** Chunks that neither the entry nor any route module imports: only a dynamic import() loads them. */
export function lateChunks(clientDir: string): Array<{ file: string } & Size> {
  const manifestFile = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error('No React Router manifest in the client build');
  const manifest = JSON.parse(readFileSync(join(clientDir, 'assets', manifestFile), 'utf8').replace(/^[^=]*=/, '').replace(/;\s*$/, '')) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const upFront = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of Object.values(manifest.routes)) for (const file of [route.module, ...(route.imports ?? [])]) upFront.add(file);
  return readdirSync(join(clientDir, 'js'))
    .map((name) => `/js/${name}`)
    .filter((file) => !upFront.has(file))
    .map((file) => ({ file, ...sizeOf(clientDir, file) }));
}
