// Names compared as a person reads them: case, accents and punctuation folded away.

/** `Citroën ë-C3` → [citroen, e, c3]; `ID.4` → [id, 4]. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** As `words`, but a `+` is a word of its own: `C-HR+` is c hr +, not the C-HR. */
export function nameWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+|\+/g) ?? []
  );
}

/**
 * The key two names share when they differ only in spacing, case or punctuation (`KA+` and `Ka +`),
 * keeping `+`, which names a different car (`C-HR+`, `EQA 250+`).
 */
export function foldedName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, '');
}
