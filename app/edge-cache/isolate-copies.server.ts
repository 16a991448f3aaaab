// The edge cache's hottest entries, held by the isolate for a few seconds (pages only, decision 074): a
// warm page then costs no Cache API read, which is most of what a hit costs beyond a static file. A
// copy is the stored entry as the Cache API answered it (same key, same STORED_AT), so freshness is
// judged exactly as for the entry; it is dropped when its key is rendered again here, and an
// operator's refresh in another isolate reaches this one within HOLD_MS.
export const HOLD_MS = 10_000;
const MAX_ENTRIES = 64;
const MAX_BYTES = 8 * 1024 * 1024;

type Copy = { body: Uint8Array; status: number; headers: Array<[string, string]>; heldAt: number };

const copies = new Map<string, Copy>();
let heldBytes = 0;

/** A stored entry's copy, as a Response whose body the caller may change, or null. */
export function heldCopy(key: string, now = Date.now()): Response | null {
  const copy = copies.get(key);
  if (!copy) return null;
  if (now - copy.heldAt >= HOLD_MS || now < copy.heldAt) {
    drop(key);
    return null;
  }
  return new Response(copy.body.slice(), { status: copy.status, headers: copy.headers });
}

/** The entry the Cache API answered, read whole: held for the next requests, and a Response to serve. */
export async function hold(key: string, cached: Response, now = Date.now()): Promise<Response> {
  const body = new Uint8Array(await cached.arrayBuffer());
  const headers = [...cached.headers];
  drop(key);
  if (body.length <= MAX_BYTES / MAX_ENTRIES) {
    copies.set(key, { body, status: cached.status, headers, heldAt: now });
    heldBytes += body.length;
    // the oldest go first (a Map keeps the order entries were set in)
    for (const [oldest] of copies) {
      if (copies.size <= MAX_ENTRIES && heldBytes <= MAX_BYTES) break;
      drop(oldest);
    }
  }
  return new Response(body.slice(), { status: cached.status, headers });
}

export function drop(key: string): void {
  const copy = copies.get(key);
  if (!copy) return;
  heldBytes -= copy.body.length;
  copies.delete(key);
}
