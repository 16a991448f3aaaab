// The compare tray on every page: the cars chosen so far, each removed with one tap, and the way to
// the comparison. Shown only in the browser (the chosen cars live in localStorage), fixed to the
// bottom of the window so nothing on the page moves when it appears.
import { Link, useLocation } from 'react-router';
import { compareHref, MAX_COMPARE } from '#app/compare/compare-url.ts';
import { clearTray, removeFromTray, useCompareTray } from '#app/compare/tray-store.ts';
import { useSitePath } from './channel-link';

export function CompareTray() {
  const tray = useCompareTray();
  const sitePath = useSitePath();
  const { pathname, search } = useLocation();
  if (!tray?.length) return null;
  const href = sitePath(compareHref(tray.map((car) => car.id)));
  const here = pathname + search === href;
  return (
    <aside className="compare-tray" aria-label="Cars to compare">
      <ul>
        {tray.map((car) => (
          <li key={car.id}>
            <span>{car.name}</span>
            <button type="button" onClick={() => removeFromTray(car.id)} aria-label={`Remove ${car.name} from compare`}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {/* one group: where the cars leave no room, the count and the actions move below them together */}
      <div className="compare-tray-actions">
        <span className="compare-tray-count">
          {tray.length} of {MAX_COMPARE}
        </span>
        {here ? null : (
          <Link className="compare-tray-go" to={href}>
            Compare{tray.length < 2 ? '' : ` ${tray.length} cars`}
          </Link>
        )}
        <button type="button" className="compare-tray-clear" onClick={clearTray}>
          Clear
        </button>
      </div>
    </aside>
  );
}
