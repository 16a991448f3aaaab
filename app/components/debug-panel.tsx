// Debug mode (`?db` on any address): the client state, the channel, where the domain config came
// from, the ad positions and the server timings of the page (read from its Server-Timing header).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { CATEGORIES } from '#app/state/client-state.ts';

type ServerTiming = { name: string; description: string; duration: number };
type DomainSource = { source: string; key: string | null; problems: string[] };

/**
 * The Server-Timing of the latest data request for this page, or of the document when the page was
 * loaded whole. Entries served from a prefetch or the memory cache carry no timings and are skipped.
 */
function latestServerTimings(pathname: string): { from: string; timings: ServerTiming[] } {
  const dataPath = pathname === '/' ? '/_.data' : `${pathname.replace(/\/$/, '')}.data`;
  const withTimings = (entry: PerformanceResourceTiming | PerformanceNavigationTiming | undefined) =>
    entry?.serverTiming.length ? entry : undefined;
  const data = performance
    .getEntriesByType('resource')
    .filter(
      (entry): entry is PerformanceResourceTiming =>
        new URL(entry.name).pathname === dataPath && withTimings(entry as PerformanceResourceTiming) !== undefined,
    )
    .at(-1);
  const entry = data ?? withTimings(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined);
  const timings = (entry?.serverTiming ?? []).map(({ name, description, duration }) => ({ name, description, duration }));
  return { from: entry ? new URL(entry.name).pathname : 'not available', timings };
}

export function DebugPanel({ domainSource, channel }: { domainSource: DomainSource; channel: string | null }) {
  const state = useClientState();
  const location = useLocation();
  const [server, setServer] = useState<{ from: string; timings: ServerTiming[] } | null>(null);
  useEffect(() => {
    if (!state.showDebug) return;
    // a data response may finish after the page shows: read again as entries arrive
    const update = () => setServer(latestServerTimings(location.pathname));
    const frame = requestAnimationFrame(update);
    const observer = new PerformanceObserver(update);
    observer.observe({ type: 'resource' });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [state.showDebug, location.key, location.pathname]);
  if (!state.showDebug) return null;

  const { setCarListState: _set, updateCarListState: _update, resetCarListState: _reset, ...clientState } = state;
  return (
    <aside className="debug-panel" aria-label="Debug information">
      <h2>Debug</h2>
      <dl>
        <dt>Channel</dt>
        <dd data-testid="debug-channel">{channel ?? 'none'}</dd>
        <dt>Domain config</dt>
        <dd data-testid="debug-domain-source">
          {domainSource.source}
          {domainSource.key ? ` (${domainSource.key})` : ''}
          {domainSource.problems.length ? `: ${domainSource.problems.join('; ')}` : ''}
        </dd>
        <dt>Device</dt>
        <dd>{state.deviceType ?? 'unknown'}</dd>
        <dt>Ad positions</dt>
        <dd data-testid="debug-ad-positions">
          detail after groups {state.adPosConfig.detailInsert.join(', ') || 'none'}; list after rows{' '}
          {state.adPosConfig.listInsert.join(', ') || 'none'}; ads {state.ads.enabled ? 'on' : 'off'}
        </dd>
        <dt>Server timings {server ? `(${server.from})` : ''}</dt>
        <dd>
          <table data-testid="debug-timings">
            <tbody>
              {server?.timings.map((timing) => (
                <tr key={timing.name}>
                  <th scope="row">{timing.description || timing.name}</th>
                  <td>{timing.duration.toFixed(1)} ms</td>
                </tr>
              ))}
            </tbody>
          </table>
        </dd>
      </dl>
      <details>
        <summary>Client state</summary>
        <pre data-testid="debug-state">{JSON.stringify({ ...clientState, categories: CATEGORIES }, null, 2)}</pre>
      </details>
    </aside>
  );
}
