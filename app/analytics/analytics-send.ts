// Sending a batch of the analytics queue (analytics.ts): a POST to the gateway, retried with back-off,
// then event by event as GETs. Fetched when the first batch is due, not with the page.
import { batches, EPOST, type Batch } from './analytics';

const EGET = '/api?url=/express/eget';
const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/** after this many failed POSTs a batch goes out event by event as GETs */
const POST_ATTEMPTS = 2;

export async function send(batch: Batch): Promise<void> {
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
