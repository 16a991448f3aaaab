// Client navigations get the same promise as a first load: the visitor ends up where they clicked.
// - React Router answers a route script that fails to load by reloading the page being left; just
//   before that page goes, the target is noted (sessionStorage) and the reloaded page goes there with
//   a full load (asset-failure.server.ts).
// - A navigation still loading after 120 s (a script or an answer that never arrives) becomes a full
//   load of its target, which has its own 120 s watch and message.
import { useEffect } from 'react';
import { createPath, useNavigation } from 'react-router';
import { ASSET_TIMEOUT_MS, PENDING_NAVIGATION_KEY } from './asset-watch';

export function NavigationWatch() {
  const navigation = useNavigation();
  const target = navigation.state === 'idle' ? null : createPath(navigation.location);
  useEffect(() => {
    if (target === null) return;
    const to = new URL(target, location.href).href;
    const from = location.href;
    const note = () => {
      try {
        sessionStorage.setItem(PENDING_NAVIGATION_KEY, JSON.stringify({ from, to }));
      } catch {
        // storage refused (private mode, quota): the reload stays where it is
      }
    };
    addEventListener('pagehide', note);
    const timer = setTimeout(() => location.assign(to), ASSET_TIMEOUT_MS);
    return () => {
      removeEventListener('pagehide', note);
      clearTimeout(timer);
    };
  }, [target]);
  return null;
}
