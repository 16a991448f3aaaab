// Page links for the list and the rankings: previous, next, and the pages around the current one; on a
// phone, previous and next around "Page 3 of 70".
import { Link } from 'react-router';

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

export function Pagination({ page, totalPages, to }: { page: number; totalPages: number; to: (page: number) => string }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          ‹ Previous
        </Link>
      ) : null}
      <ol>
        {pageWindow(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={to(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {/* a phone shows where it is instead of the numbers (app.css): one row, the same links */}
      <p className="pagination-place">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={to(page + 1)} rel="next">
          Next ›
        </Link>
      ) : null}
    </nav>
  );
}
