// The first-load part of the compare tray: whether its code is needed yet. It is once the browser
// holds chosen cars or the visitor adds one; until then a page carries no more than this file, and
// the tray, its store and the toggles load on first use (tray-store.ts, compare-tray.tsx).
import { useSyncExternalStore } from 'react';

export const TRAY_KEY = 'carlog:compare';
let active: boolean | null = null;
const listeners = new Set<() => void>();

function stored(): boolean {
  try {
    return (localStorage.getItem(TRAY_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** True in the browser once the tray has cars or is being used; false on the server and while hydrating. */
export function useCompareActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (active ??= stored()),
    () => false,
  );
}

/** The first "Add to compare": loads the tray's code, adds the car, and shows the tray. */
export async function activateCompare(car: { id: number; name: string }): Promise<void> {
  const store = await import('./tray-store');
  store.addToTray(car);
  active = true;
  for (const listener of listeners) listener();
}
