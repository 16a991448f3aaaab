// Sending the analytics queue (analytics.ts), loaded once analytics is ready: first-party to the
// gateway's /express/epost in batches. A batch keeps its id on every retry (the server stores it once),
// a failed POST is retried with back-off and then sent event by event through /express/eget, and
// whatever is still waiting when the page is hidden goes out with navigator.sendBeacon.
import type { AnalyticsEvent, AnalyticsState } from './analytics';

type Batch = { id: string; events: AnalyticsEvent[]; attempts: number; sending: boolean; timer?: ReturnType<typeof setTimeout> };

const EPOST = '/api?url=/express/epost';
const EGET = '/api?url=/express/eget';
const MAX_EVENTS = 50;
/** events of the same moment (a page view and a car view) travel together */
const GATHER_MS = 1_000;
const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/** after this many failed POSTs a batch goes out event by event as GETs */
const POST_ATTEMPTS = 2;

let queue: AnalyticsState;
let addDevice: (event: AnalyticsEvent) => AnalyticsEvent;
const batches = new Map<string, Batch>();
let gatherTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is queued and what comes later; once per page life. */
export function startSending(state: AnalyticsState, withDevice: (event: AnalyticsEvent) => AnalyticsEvent): void {
  if (queue) return;
  queue = state;
  addDevice = withDevice;
  state.queued = gatherSoon;
  listenForPageHide();
  if (queue.pending.length) gatherSoon();
}

function gatherSoon() {
  gatherTimer ??= setTimeout(() => {
    gatherTimer = undefined;
    for (const batch of takeBatches()) void send(batch);
  }, GATHER_MS);
}

function takeBatches(): Batch[] {
  const made: Batch[] = [];
  while (queue.pending.length) {
    const batch: Batch = {
      id: crypto.randomUUID(),
      events: queue.pending.splice(0, MAX_EVENTS).map(addDevice),
      attempts: 0,
      sending: false,
    };
    batches.set(batch.id, batch);
    made.push(batch);
  }
  return made;
}

async function send(batch: Batch): Promise<void> {
  batch.sending = true;
  batch.attempts += 1;
  const outcome = batch.attempts > POST_ATTEMPTS ? await sendAsGets(batch) : await post(batch);
  batch.sending = false;
  // handed to the page-hide beacon meanwhile
  if (!batches.has(batch.id)) return;
  if (outcome === 'retry' && batch.attempts < RETRY_MS.length + POST_ATTEMPTS) {
    batch.timer = setTimeout(() => void send(batch), RETRY_MS[Math.min(batch.attempts - 1, RETRY_MS.length - 1)]);
    return;
  }
  // stored, refused as invalid (a retry cannot help), or out of attempts: the page-hide beacon is
  // the last chance for the latter, so only those stay
  if (outcome !== 'retry') batches.delete(batch.id);
}

type Outcome = 'stored' | 'rejected' | 'retry';

async function post(batch: Batch): Promise<Outcome> {
  try {
    const response = await fetch(EPOST, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ batchId: batch.id, events: batch.events }),
      credentials: 'omit',
    });
    return await settled(response);
  } catch {
    return 'retry';
  }
}

/** The fallback: each event as a GET; `id` + `seq` are the same key the batch would have had. */
async function sendAsGets(batch: Batch): Promise<Outcome> {
  const outcomes = await Promise.all(
    batch.events.map(async (event, seq) => {
      const query = new URLSearchParams({ id: batch.id, seq: String(seq), name: event.name });
      for (const key of ['carId', 'path', 'channel', 'deviceType', 'ts'] as const) {
        if (event[key] !== undefined) query.set(key, String(event[key]));
      }
      try {
        const response = await fetch(`${EGET}&${query}`, { credentials: 'omit' });
        return await settled(response);
      } catch {
        return 'retry';
      }
    }),
  );
  return outcomes.includes('retry') ? 'retry' : 'stored';
}

/**
 * The outcome of an answer, once its body has been read: a body nobody reads keeps the request open as
 * far as the browser's network log can tell, so tools that wait for the page to go quiet never see it.
 */
async function settled(response: Response): Promise<Outcome> {
  await response.arrayBuffer().catch(() => undefined);
  return outcomeOf(response.status);
}

function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'stored';
  return status === 408 || status === 429 || status >= 500 ? 'retry' : 'rejected';
}

/** On page hide everything not yet stored leaves with sendBeacon (the browser delivers it after unload). */
function flushWithBeacon() {
  clearTimeout(gatherTimer);
  gatherTimer = undefined;
  takeBatches();
  // A batch whose POST is still on its way goes too: the page's own requests end with it (they are not
  // keepalive requests, which DevTools and so Lighthouse never see finish), and the server stores a
  // batch id once, so one that arrives twice is counted once.
  for (const batch of batches.values()) {
    clearTimeout(batch.timer);
    const body = JSON.stringify({ batchId: batch.id, events: batch.events });
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(EPOST, new Blob([body], { type: 'text/plain' }));
    if (queued) batches.delete(batch.id);
    else if (!batch.sending) void send(batch);
  }
}

function listenForPageHide() {
  addEventListener('pagehide', flushWithBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushWithBeacon();
  });
}
