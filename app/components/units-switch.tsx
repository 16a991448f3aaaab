// Metric or US units, from any page: a plain link to the switch (app/units/switch.server.ts), which
// remembers the choice and comes back to this page, rendered by the server in the new units. No script.
import { useLocation } from 'react-router';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { unitsSwitchHref } from '#app/units/preference.ts';

export function UnitsSwitch() {
  const { units } = useClientState();
  const { pathname, search } = useLocation();
  const other = units === 'metric' ? 'imperial' : 'metric';
  return (
    <p className="units-switch">
      <span>{units === 'metric' ? 'Metric units' : 'US units'}</span>{' '}
      <a href={unitsSwitchHref(other, pathname + search)} rel="nofollow">
        {other === 'metric' ? 'Show metric units' : 'Show US units'}
      </a>
    </p>
  );
}
