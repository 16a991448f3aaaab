// A spec value with each figure kept on one line with its unit ("13.1 L/100 km", "2021–2024"), so a
// narrow screen breaks between figures, never inside one. The text itself is unchanged.

// a number hyphened to its word ("8-speed", "4-Cylinder", which would break at the hyphen), or a
// number or a range of two, then its unit if one follows (the units' own spaces included)
const FIGURE = /\d[\d,.]*(?:-[A-Za-z]+\b|(?:\s?[–-]\s?\d[\d,.]*|–)?(?:\s(?:L\/100 km|cu ft|[^\s\d,;()]+))?)/g;

export type FigurePart = { text: string; figure: boolean };

/** The text in pieces, each figure with its unit one piece; a bare number, which cannot break, stays in the text. */
export function figureParts(text: string): FigurePart[] {
  const parts: FigurePart[] = [];
  let last = 0;
  for (const match of text.matchAll(FIGURE)) {
    if (!/[\s–-]/.test(match[0])) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), figure: false });
    parts.push({ text: match[0], figure: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), figure: false });
  return parts;
}
