// The sitemap index and its files, against the seeded D1: every canonical address once, in files of
// at most 50,000, streamed chunk by chunk; a file past the catalogue's end is not found.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sitemapPaths } from '#app/catalogue/sitemap.server.ts';
import { loader as robotsLoader } from '#app/routes/robots.ts';
import { loader as fileLoader } from '#app/routes/sitemap-file.ts';
import { loader as indexLoader } from '#app/routes/sitemap.ts';
import { loaderArgs, ORIGIN } from './helpers';
import { SEED_BRANDS, SEED_CARS, SEED_FAMILIES } from '../support/catalogue';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

async function file(path: string) {
  const response = await fileLoader(await loaderArgs(path, {}));
  return { response, xml: await response.text() };
}

describe('sitemap.xml', () => {
  it('is an index of the files, which robots.txt points to', async () => {
    const robots = await robotsLoader(await loaderArgs('/robots.txt', {})).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api');
    const response = await indexLoader(await loaderArgs('/sitemap.xml', {}));
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(xml)).toEqual([`${ORIGIN}/sitemap-pages-1.xml`, `${ORIGIN}/sitemap-models-1.xml`, `${ORIGIN}/sitemap-cars-1.xml`]);
  });

  it('lists every page, brand, model family and car once, by canonical address', async () => {
    const all: string[] = [];
    for (const path of ['/sitemap-pages-1.xml', '/sitemap-models-1.xml', '/sitemap-cars-1.xml']) {
      const { response, xml } = await file(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('application/xml');
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
        true,
      );
      expect(xml.endsWith('</urlset>\n')).toBe(true);
      all.push(...locations(xml));
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(10 + 1 + SEED_BRANDS + SEED_FAMILIES + SEED_CARS);
    expect(all).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/car-list`,
        `${ORIGIN}/brands`,
        `${ORIGIN}/brands/porsche`,
        `${ORIGIN}/brands/porsche/taycan`,
        `${ORIGIN}/car-rank?by=range`,
        `${ORIGIN}/cars/ferrari-sf90-stradale/1001`,
      ]),
    );
    expect(all.filter((location) => location.includes('/cars/'))).toHaveLength(SEED_CARS);
    // no channel variants, and each address in its one spelling
    expect(all.some((location) => /\/channel\d/.test(location))).toBe(false);
    expect(all.filter((location) => new URL(location).pathname !== new URL(location).pathname.toLowerCase())).toEqual([]);
  });

  it('answers a file past the catalogue, or a section of one file, with a 404', async () => {
    for (const path of ['/sitemap-cars-2.xml', '/sitemap-models-20.xml', '/sitemap-pages-2.xml']) {
      const { response, xml } = await file(path);
      expect(response.status, path).toBe(404);
      expect(xml).not.toContain('<urlset');
    }
  });

  it('streams a file: its head, its chunks and its end arrive as separate parts', async () => {
    const response = await fileLoader(await loaderArgs('/sitemap-cars-1.xml', {}));
    const reader = response.body!.getReader();
    const parts: string[] = [];
    const decoder = new TextDecoder();
    for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(decoder.decode(read.value));
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(parts[0]).toContain('<urlset');
    expect(parts.at(-1)).toBe('</urlset>\n');
    expect(locations(parts.join(''))).toHaveLength(SEED_CARS);
  });
});

describe('sitemap files', () => {
  it('split a section into files of at most their size, read in chunks, each address once', async () => {
    const read = async (section: 'cars' | 'models', file: number) => {
      const chunks: string[][] = [];
      for await (const chunk of sitemapPaths(env.DB, section, file, { perFile: 500, chunk: 120 })) chunks.push(chunk);
      return chunks;
    };
    for (const [section, total] of [
      ['cars', SEED_CARS],
      ['models', SEED_FAMILIES],
    ] as const) {
      const paths: string[] = [];
      for (let file = 1; file <= Math.ceil(total / 500); file += 1) {
        const chunks = await read(section, file);
        expect(chunks.every((chunk) => chunk.length <= 120)).toBe(true);
        const inFile = chunks.flat();
        expect(inFile.length).toBe(Math.min(500, total - (file - 1) * 500));
        paths.push(...inFile);
      }
      expect(new Set(paths).size, section).toBe(total);
      expect(await read(section, Math.ceil(total / 500) + 1)).toEqual([]);
    }
  });
});
