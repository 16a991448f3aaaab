// A brand's mark beside its name: the mark from simple-icons where one exists (public/brands/, a small
// SVG loaded only when it comes into view, never in the page's JavaScript), else a typographic mark of
// the brand's initials (two letters where another brand's
// initials are the same: brand-marks.ts). Decorative: the brand's name is always written beside it.
import { initials } from './brand-initials';
import { BRANDS_WITH_MARK, TYPE_MARKS } from './brand-marks';

export function BrandMark({ slug, name, size = 20 }: { slug: string; name: string; size?: number }) {
  if (BRANDS_WITH_MARK.has(slug)) {
    return <img className="brand-mark" src={`/brands/${slug}.svg`} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  }
  return (
    <span className="brand-mark brand-mark-type" aria-hidden="true" style={{ width: size, height: size }}>
      {TYPE_MARKS[slug] ?? initials(name)}
    </span>
  );
}
