// npm run brand-marks: the brands' marks from the `simple-icons` package (CC0 as a package; each mark
// stays its owner's trademark, which the about page says) as one small SVG file per catalogue brand in
// public/brands/, and the list of brands that have one in app/components/brand-marks.ts. Brands
// simple-icons does not cover get a typographic mark in the page instead (brand-mark.tsx).
// Running it twice gives the same files.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/run.ts';

type Icon = { title: string; slug?: string };
const data = JSON.parse(readFileSync(join(root, 'node_modules/simple-icons/data/simple-icons.json'), 'utf8')) as Icon[] | { icons: Icon[] };
const icons = Array.isArray(data) ? data : data.icons;
const slugOf = (icon: Icon) => icon.slug ?? icon.title.toLowerCase().replace(/[^a-z0-9]/g, '');
const known = new Set(icons.map(slugOf));

const brands = new Map<string, string>();
for (const line of readFileSync(join(root, 'seed/cars.json'), 'utf8').split('\n')) {
  const match = /"brand":"([^"]+)","brandSlug":"([^"]+)"/.exec(line);
  if (match) brands.set(match[2]!, match[1]!);
}

// Marks drawn too finely to read at the 16–24 px they are shown at (looked at side by side with the
// others at 20 px): these brands get the typographic mark, as brands without one do.
const TOO_FINE: Record<string, string> = {
  'aston-martin': 'its wings are hairlines about 5 px tall',
  bentley: 'its wings are hairlines about 6 px tall',
  mahindra: 'a wordmark about 3 px tall',
  mclaren: 'a wordmark about 4 px tall',
};

const outDir = join(root, 'public/brands');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const marked: string[] = [];
for (const [slug, title] of [...brands].sort(([a], [b]) => a.localeCompare(b))) {
  const icon = [slug.replace(/-/g, ''), title.toLowerCase().replace(/[^a-z0-9]/g, '')].find((candidate) => known.has(candidate));
  if (!icon || slug in TOO_FINE) continue;
  const svg = readFileSync(join(root, 'node_modules/simple-icons/icons', `${icon}.svg`), 'utf8')
    // the page names the brand beside the mark: no title, no role of its own
    .replace(/<title>.*?<\/title>/, '')
    .replace(' role="img"', '');
  writeFileSync(join(outDir, `${slug}.svg`), svg);
  marked.push(slug);
}

writeFileSync(
  join(root, 'app/components/brand-marks.ts'),
  `// Written by scripts/brand-marks.ts (npm run brand-marks): the brands with a mark in public/brands/.\nexport const BRANDS_WITH_MARK: ReadonlySet<string> = new Set(${JSON.stringify(marked)});\n`,
);
console.log(`${marked.length} of ${brands.size} brands have a mark; the others get a typographic one.`);
