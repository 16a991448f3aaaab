// The compare tray: the cars a visitor chose, kept in this browser only (localStorage; no cookie,
// nothing on the server), shared by every tab and page. At most MAX_COMPARE cars: a fifth is refused.
// Loaded on first use (compare-activation.ts).
import { useSyncExternalStore } from 'react';
import { TRAY_KEY as KEY } from './compare-activation';
import { MAX_COMPARE } from './compare-url';

export type TrayCar = { id: number; name: string };

const CHANGED = 'carlog:compare';
const EMPTY: TrayCar[] = [];
let cache: { raw: string | null; cars: TrayCar[] } = { raw: null, cars: EMPTY };

function read(): TrayCar[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    // storage refused (private mode, blocked): an empty tray
  }
  if (raw !== cache.raw) {
    let cars: TrayCar[] = EMPTY;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) {
        cars = parsed
          .filter((car): car is TrayCar => Number.isInteger(car?.id) && car.id > 0 && typeof car.name === 'string')
          .slice(0, MAX_COMPARE);
      }
    } catch {
      // a value that is not ours: an empty tray
    }
    cache = { raw, cars };
  }
  return cache.cars;
}

function write(cars: TrayCar[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(cars));
  } catch {
    // nothing to keep it in: the tray stays as it was
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The tray's cars; null on the server and while hydrating (the page is the same for everyone). */
export function useCompareTray(): TrayCar[] | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Adds a car; false when the tray already holds MAX_COMPARE cars (the car is not added). */
export function addToTray(car: TrayCar): boolean {
  const cars = read();
  if (cars.some((other) => other.id === car.id)) return true;
  if (cars.length >= MAX_COMPARE) return false;
  write([...cars, car]);
  return true;
}

/** For a component that loads this module on demand and subscribes to it through useSyncExternalStore. */
export { read as readTray, subscribe as subscribeTray };

export const removeFromTray = (id: number) => write(read().filter((car) => car.id !== id));
export const clearTray = () => write([]);
