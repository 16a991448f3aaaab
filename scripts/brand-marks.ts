// npm run brand-marks: the brands' marks from the `simple-icons` package (CC0 as a package; each mark
// stays its owner's trademark, which the about page says) as one small SVG file per catalogue brand in
// public/brands/, and the list of brands that have one in app/components/brand-marks.ts. Brands
// simple-icons does not cover get a typographic mark in the page instead (brand-mark.tsx).
// Running it twice gives the same files.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initials } from '#app/components/brand-initials.ts';
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

// A brand without a mark is shown by its initials; where two brands' initials would be the same
// (Mahindra, Maxus and McLaren all "M"), each of them gets, in name order, its first letter and the
// first later letter of its name that no other brand's mark uses ("Ma", "Mx", "Mc"): the same
// marks on every page, whichever brands a page lists.
const typeMarks: Record<string, string> = {};
const unmarked = [...brands].filter(([slug]) => !marked.includes(slug)).sort(([, a], [, b]) => a.localeCompare(b));
const taken = new Set<string>();
const clashing = new Set<string>();
for (const [, title] of unmarked) {
  const letters = initials(title).toLowerCase();
  (taken.has(letters) ? clashing : taken).add(letters);
}
for (const [slug, title] of unmarked) {
  const plain = initials(title);
  if (!clashing.has(plain.toLowerCase())) continue;
  const rest = title.slice(1).replace(/[^a-z]/gi, '');
  // a name written in capitals (BYD, GMC) keeps them
  const second = (letter: string) => (title === title.toUpperCase() ? letter.toUpperCase() : letter.toLowerCase());
  const mark = [...rest].map((letter) => title[0]!.toUpperCase() + second(letter)).find((two) => !taken.has(two.toLowerCase()));
  if (!mark) continue;
  taken.add(mark.toLowerCase());
  typeMarks[slug] = mark;
}

writeFileSync(
  join(root, 'app/components/brand-marks.ts'),
  `// Written by scripts/brand-marks.ts (npm run brand-marks): the brands with a mark in public/brands/, and\n` +
    `// the typographic marks of brands whose initials another brand's would repeat.\n` +
    `export const BRANDS_WITH_MARK: ReadonlySet<string> = new Set(${JSON.stringify(marked)});\n` +
    `export const TYPE_MARKS: Readonly<Record<string, string>> = ${JSON.stringify(typeMarks)};\n`,
);
console.log(`${marked.length} of ${brands.size} brands have a mark; the others get a typographic one.`);
