// The analytics queue. Events are queued from the first moment (even before hydration finishes) and
// sent once analytics is ready: first-party to the gateway's /express/epost in batches, plus to
// GA4/Firebase (gtag) when the domain configures them and the visitor allows it.
//
// Nothing is lost on the way: a batch keeps its id on every retry (the server stores it once), a
// failed POST is retried with back-off and then sent event by event through /express/eget, and
// whatever is still waiting when the page is hidden goes out with navigator.sendBeacon.
//
// This module is in every page's first load: the queue and the page-hide beacon, so a visitor who
// leaves right after the page appears still sends its events. Sending, retrying and the GET fallback
// (analytics-send.ts) are fetched when the first batch is due.
import { channelOfPath } from '#app/channel.ts';
import type { EventName } from '#app/events/events.ts';
import type { DeviceType } from '#app/lib/device.ts';

type ParamValue = string | number | boolean | null;
export type AnalyticsEvent = {
  name: EventName;
  carId?: number;
  path?: string;
  channel?: string;
  deviceType?: DeviceType;
  ts: number;
  params?: Record<string, ParamValue>;
};
export type EventFields = { carId?: number; params?: Record<string, ParamValue> };
/** A third-party destination (gtag); it gets every event of the page, also those from before it was ready. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

export type Batch = { id: string; events: AnalyticsEvent[]; attempts: number; sending: boolean; timer?: ReturnType<typeof setTimeout> };

export const EPOST = '/api?url=/express/epost';
const MAX_EVENTS = 50;
/** events of the same moment (a page view and a car view) travel together */
const GATHER_MS = 1_000;
/** what a third-party sink is sent when it arrives late, at most */
const HISTORY = 100;

/** Batches made and not yet stored, by id (the sending code removes a batch once it is settled). */
export const batches = new Map<string, Batch>();

const state = {
  ready: false,
  firstParty: true,
  deviceType: null as DeviceType | null,
  pending: [] as AnalyticsEvent[],
  gatherTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  history: [] as AnalyticsEvent[],
  sinks: [] as AnalyticsSink[],
  listening: false,
};

/** Queues an event with the page's path, channel and device type. Safe to call at any time. */
export function track(name: EventName, fields: EventFields = {}): void {
  if (typeof window === 'undefined') return;
  const path = location.pathname;
  const channel = channelOfPath(path);
  const event: AnalyticsEvent = {
    name,
    ts: Date.now(),
    path: path.slice(0, 300),
    ...(channel ? { channel } : {}),
    ...fields,
  };
  state.history.push(event);
  if (state.history.length > HISTORY) state.history.shift();
  for (const sink of state.sinks) sink(withDevice(event));
  if (!state.firstParty) return;
  state.pending.push(event);
  if (state.ready) gatherSoon();
}

/** The visitor's device type, sent with every event (known once the client state is). */
export function setAnalyticsDevice(deviceType: DeviceType | null): void {
  state.deviceType = deviceType;
}

/** Analytics is ready: first-party sending starts (or is switched off by the domain). */
export function startAnalytics({ firstParty }: { firstParty: boolean }): void {
  if (state.ready) return;
  state.ready = true;
  state.firstParty = firstParty;
  if (!firstParty) state.pending = [];
  listenForPageHide();
  if (state.pending.length) gatherSoon();
}

/** Adds a third-party destination; it first gets the events of this page life it missed. */
export function addAnalyticsSink(sink: AnalyticsSink): void {
  state.sinks.push(sink);
  for (const event of state.history) sink(withDevice(event));
}

/** Events of the first render are queued before the device type is set: it is added on the way out. */
function withDevice(event: AnalyticsEvent): AnalyticsEvent {
  return event.deviceType || !state.deviceType ? event : { ...event, deviceType: state.deviceType };
}

function gatherSoon() {
  state.gatherTimer ??= setTimeout(() => {
    state.gatherTimer = undefined;
    sendAll(takeBatches());
  }, GATHER_MS);
}

function sendAll(made: Batch[]) {
  if (!made.length) return;
  // a batch the page-hide beacon took meanwhile is not sent again
  void import('./analytics-send').then(({ send }) => made.filter((batch) => batches.has(batch.id)).forEach((batch) => void send(batch)));
}

function takeBatches(): Batch[] {
  const made: Batch[] = [];
  while (state.pending.length) {
    const batch: Batch = {
      id: crypto.randomUUID(),
      events: state.pending.splice(0, MAX_EVENTS).map(withDevice),
      attempts: 0,
      sending: false,
    };
    batches.set(batch.id, batch);
    made.push(batch);
  }
  return made;
}

/** On page hide everything not yet stored leaves with sendBeacon (the browser delivers it after unload). */
function flushWithBeacon() {
  if (!state.ready || !state.firstParty) return;
  clearTimeout(state.gatherTimer);
  state.gatherTimer = undefined;
  takeBatches();
  // A batch whose POST is still on its way goes too: the page's own requests end with it (they are not
  // keepalive requests, which DevTools and so Lighthouse never see finish), and the server stores a
  // batch id once, so one that arrives twice is counted once.
  const unsent: Batch[] = [];
  for (const batch of batches.values()) {
    clearTimeout(batch.timer);
    const body = JSON.stringify({ batchId: batch.id, events: batch.events });
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(EPOST, new Blob([body], { type: 'text/plain' }));
    if (queued) batches.delete(batch.id);
    else if (!batch.sending) unsent.push(batch);
  }
  sendAll(unsent);
}

function listenForPageHide() {
  if (state.listening) return;
  state.listening = true;
  addEventListener('pagehide', flushWithBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushWithBeacon();
  });
}
