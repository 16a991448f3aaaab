// The `carName` segment of /cars/{carName}/{id}. Pure, no imports: the importer uses it too.

/** `Citroën ë-C3 (MY24)` → `citroen-e-c3-my24`; `N°4` → `n-4`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
