// The ad places mounted on the page, kept in the first-load bundle (a few lines) so the AdSense code
// itself (ads.ts) can be fetched only when ads start: after the page is usable and consent allows.

type Watch = (element: HTMLElement) => () => void;

const mounted = new Map<HTMLElement, (() => void) | null>();
let watch: Watch | null = null;

/** Called by each AdSlot when it mounts; returns its clean-up. */
export function registerAdSlot(element: HTMLElement): () => void {
  mounted.set(element, watch ? watch(element) : null);
  return () => {
    mounted.get(element)?.();
    mounted.delete(element);
  };
}

/** Called once by ads.ts when AdSense starts: every place mounted so far, and each one after, is filled and watched. */
export function watchAdSlots(start: Watch): void {
  watch = start;
  for (const element of mounted.keys()) mounted.set(element, start(element));
}
