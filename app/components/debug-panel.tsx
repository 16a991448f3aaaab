// Debug mode (`?db` on any address): the client state, the channel, where the domain config came
// from, the ad positions and the server timings of the page (read from its Server-Timing header).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useClientState } from '~/state/client-state-provider';

type ServerTiming = { name: string; description: string; duration: number };
type DomainSource = { source: string; key: string | null; problems: string[] };

/** The Server-Timing of the document, or of the latest data request after a client navigation. */
function latestServerTimings(): { from: string; timings: ServerTiming[] } {
  const data = performance
    .getEntriesByType('resource')
    .filter((entry): entry is PerformanceResourceTiming => entry.name.includes('.data'))
    .at(-1);
  const entry = data ?? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined);
  const timings = (entry?.serverTiming ?? []).map(({ name, description, duration }) => ({ name, description, duration }));
  return { from: entry ? new URL(entry.name).pathname : 'none', timings };
}

export function DebugPanel({ domainSource, channel }: { domainSource: DomainSource; channel: string | null }) {
  const state = useClientState();
  const location = useLocation();
  const [server, setServer] = useState<{ from: string; timings: ServerTiming[] } | null>(null);
  useEffect(() => {
    if (!state.showDebug) return;
    // a frame later the navigation's data request is in the performance timeline
    const frame = requestAnimationFrame(() => setServer(latestServerTimings()));
    return () => cancelAnimationFrame(frame);
  }, [state.showDebug, location.key]);
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
        <pre data-testid="debug-state">{JSON.stringify(clientState, null, 2)}</pre>
      </details>
    </aside>
  );
}
