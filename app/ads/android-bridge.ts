// The Android app's bridge. The app injects a JavaScript interface named `CarlogAndroid` with one
// method, `postMessage(json)`; every message is JSON with `version` (docs/android-bridge.md).
// Outside the app the interface is missing: nothing is called and nothing fails.
import type { PageType } from '#app/channel.ts';

export const BRIDGE_NAME = 'CarlogAndroid';
export const BRIDGE_VERSION = 1;

export type BridgeRect = { top: number; left: number; width: number; height: number };
export type BridgeSlot = {
  /** `<placement>-<position>`, unique on the page */
  id: string;
  placement: 'list' | 'detail' | 'home';
  /** where in the page: after which row (list) or spec group (detail); 0 on home */
  position: number;
  /** the AdSense ad unit id */
  adSlot: string;
  /** AdSense's answer: filled, unfilled, or pending while it has not answered */
  status: 'filled' | 'unfilled' | 'pending';
  /** CSS pixels from the top left of the document */
  rect: BridgeRect;
};
export type BridgePage = { path: string; pageType: PageType; channel: string | null; host: string };

export type BridgeMessage =
  | {
      type: 'ad_positions';
      page: BridgePage;
      viewport: { width: number; height: number; scrollY: number; devicePixelRatio: number };
      slots: BridgeSlot[];
    }
  | { type: 'ad_click'; page: BridgePage; slot: BridgeSlot };

type AndroidInterface = { postMessage: (json: string) => void };

function bridge(): AndroidInterface | null {
  const candidate = (window as unknown as Record<string, unknown>)[BRIDGE_NAME] as Partial<AndroidInterface> | undefined;
  return candidate && typeof candidate.postMessage === 'function' ? (candidate as AndroidInterface) : null;
}

export function inAndroidApp(): boolean {
  return typeof window !== 'undefined' && bridge() !== null;
}

/** Sends a message to the app; false outside it (or if the app threw). */
export function postToApp(message: BridgeMessage): boolean {
  const app = typeof window === 'undefined' ? null : bridge();
  if (!app) return false;
  try {
    app.postMessage(JSON.stringify({ version: BRIDGE_VERSION, ts: Date.now(), ...message }));
    return true;
  } catch {
    // the app's side failed: the page carries on
    return false;
  }
}
