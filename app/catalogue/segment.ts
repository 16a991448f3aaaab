// A car's segment as the EV source writes it, `JB - Compact`: the European segment's code (J for an
// SUV, B for its size) and then its name. The code says again what the body type says; a page shows
// the name.

/** `JB - Compact` → `Compact`; a segment written otherwise as it is. */
export function segmentName(segment: string | null): string | null {
  return segment?.replace(/^[A-Z]{1,2} - (?=\S)/, '') ?? null;
}
