// The visible breadcrumb trail; the same trail goes into the page's head as JSON-LD (lib/structured-data.ts).
import type { Crumb } from '#app/lib/structured-data.ts';
import { ChannelLink } from './channel-link';

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <ChannelLink to={crumb.path}>{crumb.name}</ChannelLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
