// The gateway's answers for the brand and model pages (/car/brandInfo, /car/modelInfo): what the pages
// show, from the same model functions, with each row written as the page writes it in the asked units.
import { brandPage, familyPage } from '#app/catalogue/families.server.ts';
import { brandPath, familyPath } from '#app/catalogue/family-paths.ts';
import type { Units } from '#app/units/units.ts';
import { withFigures } from '#app/units/units-param.ts';
import { familyCells } from './ranges';
import { versionCells } from './versions';

/** One page of a brand's families with their rows as text, as its page at `?page=` lists them; null for no such brand. */
export async function brandAnswer(db: D1Database, slug: string, units: Units, page = 1) {
  const brand = await brandPage(db, slug, page);
  if (!brand) return null;
  return {
    ...brand,
    units,
    path: brandPath(brand.brandSlug),
    families: brand.families.map((family) => ({
      ...family,
      path: familyPath(brand.brandSlug, family.modelSlug),
      cells: familyCells(family, units),
    })),
    quickest: brand.quickest && withFigures(brand.quickest, units),
  };
}

/** A model family's versions with their rows as text, in the family's order; null for no such family. */
export async function modelAnswer(db: D1Database, brandSlug: string, modelSlug: string, units: Units) {
  const family = await familyPage(db, brandSlug, modelSlug);
  if (!family) return null;
  return {
    ...family,
    units,
    path: familyPath(family.brandSlug, family.modelSlug),
    versions: family.versions.map((car) => ({ ...withFigures(car, units), cells: versionCells(car, units) })),
  };
}
