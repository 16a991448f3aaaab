// Images load as they come near the screen: within 1.3 viewport heights, checked at most once per
// 200 ms, one attempt (a failed image shows the fallback, never a broken icon), and the last 200
// loaded addresses are remembered so a revisit shows them at once.
import { useEffect, useRef, useState } from 'react';

const PRELOAD = 1.3;
const THROTTLE_MS = 200;
const CACHE_MAX = 200;

const loaded = new Set<string>();
const watched = new Map<Element, () => void>();
let lastCheck = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function remember(src: string) {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > CACHE_MAX) loaded.delete(loaded.values().next().value as string);
}

function check() {
  lastCheck = performance.now();
  const bottom = window.innerHeight * PRELOAD;
  const top = -window.innerHeight * (PRELOAD - 1);
  for (const [element, start] of watched) {
    const rect = element.getBoundingClientRect();
    if (rect.top < bottom && rect.bottom > top) {
      watched.delete(element);
      start();
    }
  }
  if (!watched.size) stopListening();
}

function scheduleCheck() {
  if (timer) return;
  const wait = Math.max(0, THROTTLE_MS - (performance.now() - lastCheck));
  timer = setTimeout(() => {
    timer = null;
    check();
  }, wait);
}

const EVENTS = ['scroll', 'resize', 'orientationchange', 'transitionend'] as const;
function startListening() {
  for (const name of EVENTS) window.addEventListener(name, scheduleCheck, { passive: true });
}
function stopListening() {
  for (const name of EVENTS) window.removeEventListener(name, scheduleCheck);
}

function watch(element: Element, start: () => void): () => void {
  if (!watched.size) startListening();
  watched.set(element, start);
  scheduleCheck();
  return () => {
    watched.delete(element);
    if (!watched.size) stopListening();
  };
}

type Props = { src: string; alt: string; width: number; height: number; className?: string; fallback: React.ReactNode };

export function LazyImage({ src, alt, width, height, className, fallback }: Props) {
  const [status, setStatus] = useState<'waiting' | 'loaded' | 'failed'>(() => (loaded.has(src) ? 'loaded' : 'waiting'));
  const placeholder = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (status !== 'waiting' || !placeholder.current) return;
    let active = true;
    const stop = watch(placeholder.current, () => {
      const image = new Image();
      image.onload = () => {
        remember(src);
        if (active) setStatus('loaded');
      };
      image.onerror = () => active && setStatus('failed');
      image.src = src;
    });
    return () => {
      active = false;
      stop();
    };
  }, [src, status]);

  if (status === 'failed') return <>{fallback}</>;
  if (status === 'loaded') return <img className={className} src={src} alt={alt} width={width} height={height} />;
  return (
    <span ref={placeholder} className={`lazy-placeholder ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }}>
      <noscript>
        <img src={src} alt={alt} width={width} height={height} />
      </noscript>
    </span>
  );
}
