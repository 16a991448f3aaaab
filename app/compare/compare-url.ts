// The compare page's address: `/compare?cars=12,34,56` (at most four ids, in the order chosen). The
// one place that writes it (cards, the car page, the tray, the model pages) and reads it (the page and
// the gateway's /car/compare, through compare-params.ts), so every link agrees with what the page
// accepts. No zod here: this module is in every page's script.
export const MAX_COMPARE = 4;
export const COMPARE_PATH = '/compare';

export type DroppedReason = 'not-a-car-number' | 'duplicate' | 'over-limit' | 'unknown';
/** a piece of `cars` left out, and why; a car left out for the limit also has its name (`Volkswagen Golf GTE`) */
export type Dropped = { value: string; reason: DroppedReason; name?: string };

/** `/compare?cars=12,34`: the address of a comparison of these cars (duplicates and any past four left out). */
export function compareHref(ids: readonly number[]): string {
  const unique = [...new Set(ids)].slice(0, MAX_COMPARE);
  return unique.length ? `${COMPARE_PATH}?cars=${unique.join(',')}` : COMPARE_PATH;
}

/**
 * The one address a form's repeated `cars` values stand for (`cars=12&cars=34` → `/compare?cars=12,34`):
 * nothing is checked or left out here, so the page still says what it drops and why.
 */
export function joinedCompareHref(values: readonly string[]): string {
  const pieces = values.filter((value) => value !== '').map((value) => encodeURIComponent(value).replace(/%2C/gi, ','));
  return pieces.length ? `${COMPARE_PATH}?cars=${pieces.join(',')}` : COMPARE_PATH;
}
