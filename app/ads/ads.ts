// AdSense in the browser: loads the script once the page is usable (and the visitor allows it), fills
// the reserved places, and watches them: which rendered (AdSense's data-ad-status), which were seen
// (half in view for a second: ad_impression) and which were clicked (focus moves into the ad's
// iframe: ad_click). Positions and clicks also go to the Android app's bridge when it is there.
// Loaded on demand by SiteServices; the places register through slots.ts before it arrives.
// A place no ad fills (AdSense says `unfilled`, or its script was blocked or failed) collapses, but
// never under the visitor's eyes: one in view waits until it is scrolled out of view, and collapsing
// one above the view keeps what is on screen where it was.
import { channelOfPath, pageTypeOf } from '#app/channel.ts';
import { track } from '#app/analytics/analytics.ts';
import { postToApp, type BridgePage, type BridgeSlot } from './android-bridge';
import { watchAdSlots } from './slots';

export const ADSENSE_ORIGIN = 'https://pagead2.googlesyndication.com';
const SEEN_RATIO = 0.5;
const SEEN_MS = 1_000;
const POSITIONS_SETTLE_MS = 300;

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

type Registered = { element: HTMLElement; ins: HTMLElement; seenTimer?: ReturnType<typeof setTimeout>; seen: boolean; stop: () => void };

const registry = new Map<HTMLElement, Registered>();
let client: string | null = null;
let positionsTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
/** The AdSense script failed (an ad blocker, a network that drops it): no place will be filled. */
let scriptFailed = false;

/** Loads AdSense and fills every place on the page; later places fill as they mount. */
export function startAds(adClient: string): void {
  if (client) return;
  client = adClient;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `${ADSENSE_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adClient)}`;
  script.addEventListener('error', () => {
    scriptFailed = true;
    for (const slot of registry.values()) collapseWhenUnseen(slot.element);
  });
  document.head.appendChild(script);
  listen();
  watchAdSlots(watchSlot);
}

/** Fills one place and watches it; returns its clean-up. */
function watchSlot(element: HTMLElement): () => void {
  const ins = element.querySelector<HTMLElement>('ins.adsbygoogle');
  if (!ins) return () => {};
  const status = new MutationObserver(() => {
    schedulePositions();
    if (ins.dataset.adStatus === 'filled') visibility.observe(element);
    if (ins.dataset.adStatus === 'unfilled') collapseWhenUnseen(element);
  });
  status.observe(ins, { attributes: true, attributeFilter: ['data-ad-status'] });
  const slot: Registered = {
    element,
    ins,
    seen: false,
    stop: () => {
      status.disconnect();
      visibility.unobserve(element);
      clearTimeout(slot.seenTimer);
      outOfView.unobserve(element);
    },
  };
  registry.set(element, slot);
  if (scriptFailed) collapseWhenUnseen(element);
  else fill(slot);
  return () => {
    slot.stop();
    registry.delete(element);
  };
}

function fill(slot: Registered) {
  if (slot.ins.dataset.fillRequested) return;
  slot.ins.dataset.fillRequested = 'true';
  // one push per <ins>: AdSense fills the next unfilled one (the array queues until the script runs)
  (window.adsbygoogle ??= []).push({});
}

const visibility =
  typeof IntersectionObserver === 'undefined'
    ? ({ observe() {}, unobserve() {} } as unknown as IntersectionObserver)
    : new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const slot = registry.get(entry.target as HTMLElement);
            if (!slot || slot.seen) continue;
            if (entry.intersectionRatio >= SEEN_RATIO) {
              slot.seenTimer ??= setTimeout(() => {
                slot.seen = true;
                visibility.unobserve(slot.element);
                track('ad_impression', { params: slotParams(slot) });
              }, SEEN_MS);
            } else {
              clearTimeout(slot.seenTimer);
              slot.seenTimer = undefined;
            }
          }
        },
        { threshold: [0, SEEN_RATIO] },
      );

/** Collapses an empty place now if it is out of view, else as soon as it leaves the view. */
function collapseWhenUnseen(element: HTMLElement) {
  if (element.dataset.adEmpty) return;
  if (inView(element)) outOfView.observe(element);
  else collapse(element);
}

function inView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight;
}

function collapse(element: HTMLElement) {
  // whatever is in the middle of the screen stays where it is (browsers without scroll anchoring)
  const anchor = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
  const before = anchor?.getBoundingClientRect().top;
  element.dataset.adEmpty = 'true';
  schedulePositions();
  if (anchor && before !== undefined && !element.contains(anchor)) {
    const moved = anchor.getBoundingClientRect().top - before;
    if (moved) scrollBy(0, moved);
  }
}

const outOfView =
  typeof IntersectionObserver === 'undefined'
    ? ({ observe() {}, unobserve() {} } as unknown as IntersectionObserver)
    : new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) continue;
          outOfView.unobserve(entry.target);
          collapse(entry.target as HTMLElement);
        }
      });

function slotParams(slot: Registered) {
  const info = describe(slot);
  return { placement: info.placement, position: info.position, ad_slot: info.adSlot };
}

function describe(slot: Registered): BridgeSlot {
  const { element, ins } = slot;
  const box = element.getBoundingClientRect();
  const placement = (element.dataset.adPlacement ?? 'list') as BridgeSlot['placement'];
  const position = Number(element.dataset.adPosition ?? 0);
  const status = ins.dataset.adStatus;
  return {
    id: `${placement}-${position}`,
    placement,
    position,
    adSlot: ins.dataset.adSlot ?? '',
    status: element.dataset.adEmpty ? 'unfilled' : status === 'filled' || status === 'unfilled' ? status : 'pending',
    rect: {
      top: Math.round(box.top + scrollY),
      left: Math.round(box.left + scrollX),
      width: Math.round(box.width),
      height: Math.round(box.height),
    },
  };
}

function page(): BridgePage {
  return {
    path: location.pathname,
    pageType: pageTypeOf(location.pathname),
    channel: channelOfPath(location.pathname),
    host: location.hostname,
  };
}

function schedulePositions() {
  clearTimeout(positionsTimer);
  positionsTimer = setTimeout(() => {
    if (registry.size === 0) return;
    postToApp({
      type: 'ad_positions',
      page: page(),
      viewport: { width: innerWidth, height: innerHeight, scrollY: Math.round(scrollY), devicePixelRatio },
      slots: [...registry.values()].map(describe),
    });
  }, POSITIONS_SETTLE_MS);
}

/** A click into an ad's cross-origin iframe is only visible as the window losing focus to it. */
function onBlur() {
  // the focus moves after the blur event
  setTimeout(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLIFrameElement)) return;
    const slot = [...registry.values()].find(({ element }) => element.contains(active));
    if (!slot) return;
    track('ad_click', { params: slotParams(slot) });
    postToApp({ type: 'ad_click', page: page(), slot: describe(slot) });
  }, 0);
}

function listen() {
  if (listening) return;
  listening = true;
  addEventListener('blur', onBlur);
  addEventListener('resize', schedulePositions, { passive: true });
}
