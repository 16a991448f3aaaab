// At a glance: the console's first page. Photos waiting, events received (last day and week, per
// domain), the most viewed cars this week, the build and the cache generation, and the purge button.
import { carPath } from '#app/catalogue/cars.server.ts';
import { bumpCacheGeneration, GENERATION_KEY } from '#app/edge-cache/generation.server.ts';
import { eventsByHost, mostViewedThisWeek } from '../glance.server';
import type { Operator } from '../session.server';
import { Csrf, consoleAnswer, formatTime, seeOther, type Frame } from './page';
import { withBrand } from '#app/catalogue/format.ts';

/** A generation is the time it was started, base 36 (generation.server.ts); "0" is none yet. */
function generationTime(value: string | null): string {
  const ms = value ? parseInt(value, 36) : NaN;
  return Number.isFinite(ms) && ms > 1_000_000_000_000 ? formatTime(ms) : 'never emptied';
}

export async function glancePage(env: Env, frame: Frame & { operator: Operator }, purged: boolean) {
  const [hosts, cars, generation] = await Promise.all([
    eventsByHost(env.DB),
    mostViewedThisWeek(env.DB),
    env.DOMAIN_CONFIG.get(GENERATION_KEY),
  ]);
  const total = (key: 'lastDay' | 'lastWeek') => hosts.reduce((sum, row) => sum + row[key], 0);
  const version = env.CF_VERSION_METADATA;
  return consoleAnswer(
    200,
    'At a glance',
    frame,
    <>
      <h1>At a glance</h1>
      {purged && (
        <p className="notice" role="status">
          The edge cache is emptied: every page is rendered again on its next visit.
        </p>
      )}
      <div className="stats">
        <a className="panel stat" href="/admin/photos">
          <strong>{frame.pending}</strong> photo{frame.pending === 1 ? '' : 's'} waiting for review
        </a>
        <div className="panel stat">
          <strong>{total('lastDay')}</strong> events in the last 24&nbsp;hours
        </div>
        <div className="panel stat">
          <strong>{total('lastWeek')}</strong> events in the last 7&nbsp;days
        </div>
      </div>
      <h2>Events by domain</h2>
      {hosts.length === 0 ? (
        <p className="panel">No events received in the last 7 days.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Domain</th>
              <th scope="col">Last 24 hours</th>
              <th scope="col">Last 7 days</th>
            </tr>
          </thead>
          <tbody>
            {hosts.map((row) => (
              <tr key={row.host}>
                <td>{row.host}</td>
                <td>{row.lastDay}</td>
                <td>{row.lastWeek}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Most viewed cars this week</h2>
      {cars.length === 0 ? (
        <p className="panel">No car page views recorded in the last 7 days.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Car</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {cars.map((car) => (
              <tr key={car.carId}>
                <td>
                  {car.brand && car.name && car.slug && car.carId !== null ? (
                    <a href={carPath({ slug: car.slug, id: car.carId })}>{withBrand(car.brand, car.name)}</a>
                  ) : (
                    `car ${car.carId} (no longer in the catalogue)`
                  )}
                </td>
                <td>{car.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Deployment</h2>
      <div className="panel">
        <p>
          Build version: <code>{version.id || 'unknown'}</code>
          {version.tag ? ` (${version.tag})` : ''}
          {version.timestamp ? `, deployed ${version.timestamp}` : ''}
        </p>
        <p>
          Cache generation: <code>{generation ?? '0'}</code> ({generationTime(generation)})
        </p>
        <form method="post" action="/admin/purge" className="toolbar">
          <Csrf operator={frame.operator} />
          <button type="submit" className="danger">
            Purge the edge cache
          </button>
          <span className="muted">Every page and gateway answer is rendered again on its next request.</span>
        </form>
      </div>
    </>,
  );
}

export async function purge(env: Env): Promise<Response> {
  await bumpCacheGeneration(env.DOMAIN_CONFIG);
  return seeOther('/admin?purged=1');
}
