// Holds the client state for the visit. Starts from the server's copy (no flash), loads the brand
// list once when debug mode needs it and the server did not send it, and offers the car list state's
// set / update / reset.
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { deviceInBrowser } from '#app/lib/device.ts';
import { brandOptions, DEFAULT_CAR_LIST_STATE, type CarListState, type ClientState } from './client-state';

type Actions = {
  setCarListState: (state: CarListState) => void;
  updateCarListState: (patch: Partial<CarListState>) => void;
  resetCarListState: () => void;
};

const StateContext = createContext<(ClientState & Actions) | null>(null);

export function ClientStateProvider({ initial, children }: { initial: ClientState; children: React.ReactNode }) {
  // the server's device guess is kept; only when it had none does the browser decide
  const [state, setState] = useState(() =>
    initial.deviceType === null && typeof window !== 'undefined'
      ? {
          ...initial,
          deviceType: deviceInBrowser({
            userAgent: navigator.userAgent,
            maxTouchPoints: navigator.maxTouchPoints,
            width: window.innerWidth,
          }),
        }
      : initial,
  );
  const location = useLocation();
  const debugInUrl = new URLSearchParams(location.search).has('db');
  // `?db` on any address switches debug mode on for the rest of the visit
  if (debugInUrl && !state.showDebug) setState({ ...state, showDebug: true });

  // read only by debug mode: loaded once per visit when debug mode is on and the server did not send
  // it (debug mode switched on by a link, or the server could not read the brands); after a success
  // never again, a failure leaves only All, silently. The gateway's client is fetched then.
  useEffect(() => {
    if (state.brandListLoaded || !state.showDebug) return;
    let cancelled = false;
    import('#app/lib/gateway-client.ts')
      .then(({ gatewayGet }) => gatewayGet<unknown>('/car/carNameList'))
      .then((data) => {
        const brandList = brandOptions(data);
        if (brandList && !cancelled) setState((current) => ({ ...current, brandList, brandListLoaded: true }));
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [state.brandListLoaded, state.showDebug]);

  const setCarListState = useCallback((carListState: CarListState) => setState((current) => ({ ...current, carListState })), []);
  const updateCarListState = useCallback(
    (patch: Partial<CarListState>) => setState((current) => ({ ...current, carListState: { ...current.carListState, ...patch } })),
    [],
  );
  const resetCarListState = useCallback(() => setCarListState(DEFAULT_CAR_LIST_STATE), [setCarListState]);

  const value = useMemo(
    () => ({ ...state, setCarListState, updateCarListState, resetCarListState }),
    [state, setCarListState, updateCarListState, resetCarListState],
  );
  return <StateContext value={value}>{children}</StateContext>;
}

export function useClientState() {
  const value = use(StateContext);
  if (!value) throw new Error('useClientState outside ClientStateProvider');
  return value;
}
