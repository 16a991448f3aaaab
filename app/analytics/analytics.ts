// The analytics queue. Events are queued from the first moment (even before hydration finishes) and
// sent once analytics is ready: first-party to the gateway's /express/epost in batches (by
// analytics-send.ts, loaded then, so the first load does not carry it), plus to GA4/Firebase (gtag)
// when the domain configures them and the visitor allows it.
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

/** what a third-party sink is sent when it arrives late, at most */
const HISTORY = 100;

export type AnalyticsState = typeof state;

const state = {
  ready: false,
  firstParty: true,
  deviceType: null as DeviceType | null,
  pending: [] as AnalyticsEvent[],
  history: [] as AnalyticsEvent[],
  sinks: [] as AnalyticsSink[],
  /** set by the sending code once it is loaded: events are waiting */
  queued: undefined as (() => void) | undefined,
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
  state.queued?.();
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
  if (!firstParty) {
    state.pending = [];
    return;
  }
  // a failed load leaves the events queued, as before analytics was ready
  import('./analytics-send').then(({ startSending }) => startSending(state, withDevice)).catch(() => undefined);
}

/** Adds a third-party destination; it first gets the events of this page life it missed. */
export function addAnalyticsSink(sink: AnalyticsSink): void {
  state.sinks.push(sink);
  for (const event of state.history) sink(withDevice(event));
}

/** Events of the first render are queued before the device type is set: it is added on the way out. */
export function withDevice(event: AnalyticsEvent): AnalyticsEvent {
  return event.deviceType || !state.deviceType ? event : { ...event, deviceType: state.deviceType };
}
