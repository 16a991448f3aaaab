// The visitor's answer to the consent banner, kept in this browser (localStorage, never a cookie) so
// the server and the edge cache never see it: a cached page is the same for everyone, and the client
// decides what to load. Ads and third-party analytics wait until `thirdPartyAllowed` says yes.
import { useSyncExternalStore } from 'react';

export type ConsentChoice = 'granted' | 'denied';
export type ConsentSnapshot = {
  /** the saved answer; null before the visitor answered */
  choice: ConsentChoice | null;
  /** the visitor asked to change the answer (the footer's "Privacy choices") */
  askingAgain: boolean;
};

const KEY = 'carlog:consent';
const VERSION = 1;
const SERVER_SNAPSHOT: ConsentSnapshot = { choice: null, askingAgain: false };
const listeners = new Set<() => void>();
let snapshot: ConsentSnapshot | undefined;

function readSaved(): ConsentChoice | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { v?: number; choice?: unknown } | null;
    return saved?.v === VERSION && (saved.choice === 'granted' || saved.choice === 'denied') ? saved.choice : null;
  } catch {
    // storage switched off, or a value from elsewhere: ask again
    return null;
  }
}

export function consentSnapshot(): ConsentSnapshot {
  if (typeof window === 'undefined') return SERVER_SNAPSHOT;
  snapshot ??= { choice: readSaved(), askingAgain: false };
  return snapshot;
}

function publish(next: ConsentSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ v: VERSION, choice, at: Date.now() }));
  } catch {
    // remembered for this page only
  }
  publish({ choice, askingAgain: false });
}

export function askConsentAgain(): void {
  publish({ ...consentSnapshot(), askingAgain: true });
}

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(onConsentChange, consentSnapshot, () => SERVER_SNAPSHOT);
}

/** Whether ads and third-party analytics may load on a domain with this consent setting. */
export function thirdPartyAllowed(required: boolean, choice: ConsentChoice | null): boolean {
  return !required || choice === 'granted';
}

/**
 * Inline in <head> on domains that ask for consent: marks <html data-consent> from the saved answer
 * before the first paint, so the ad places of a visitor who declined never show (nothing shifts).
 */
export const CONSENT_MARKER_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(KEY)}));document.documentElement.dataset.consent=c&&c.v===${VERSION}&&(c.choice==='granted'||c.choice==='denied')?c.choice:'unanswered'}catch(e){}`;
