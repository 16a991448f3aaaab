// How figures read on a page.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatPrice(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && max !== min) return `${usd.format(min)}–${usd.format(max)}`;
  return usd.format((min ?? max)!);
}

/** A category value as visitors read it (`suv` → `SUV`); an unknown value as it is. */
export const labelOf = (labels: Record<string, string>, value: string | null) => (value ? (labels[value] ?? value) : null);
