// How figures read on a page.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatPrice(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && max !== min) return `${usd.format(min)}–${usd.format(max)}`;
  return usd.format((min ?? max)!);
}
