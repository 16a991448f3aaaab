// A part of a page whose code is not in the page's first load (decision 049). The part renders its
// own <Suspense>: on the first page the server's HTML stays as it is until the part's code has arrived
// and hydrated, so nothing moves or flashes. `preload()` fetches the code ahead (a route's client
// middleware, `partsWithData`, waits on it, so a page reached by a link renders whole); once it is
// there the part renders at once, without suspending: React.lazy takes a thenable that answers
// synchronously.
import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react';

export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/** A thenable that calls back at once: React.lazy then has the module without suspending. */
const settledNow = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

// parts of the first page still waiting for their code, and who waits for them all to hydrate
let waiting = 0;
const onAllHydrated: Array<() => void> = [];

/** Calls back once every part the first page rendered has its code and has hydrated (at once if none). */
export function whenPartsHydrated(callback: () => void): void {
  if (waiting === 0) callback();
  else onAllHydrated.push(callback);
}

function partHydrated() {
  waiting = Math.max(0, waiting - 1);
  if (waiting === 0) for (const callback of onAllHydrated.splice(0)) callback();
}

/** The visitor moved on before the first page's parts came: they will never hydrate there. */
export function stopWaitingForParts(): void {
  waiting = 0;
  partHydrated();
}

const serverParts: Array<Promise<unknown>> = [];

/** On the server, before a page renders: every part's code is at hand (at once after the first time). */
export function partsReady(): Promise<unknown> {
  return Promise.all(serverParts);
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // counted as awaited by the first page (once), and counted off when it has hydrated
  let counted = false;
  let done = false;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  // the server renders a part in place, never streamed after the page (a browser without JavaScript
  // would not show it, and the edge cache would keep that answer): see partsReady
  if (typeof document === 'undefined') serverParts.push(preload());
  function Hydrated(props: P) {
    useEffect(() => {
      if (!counted || done) return;
      done = true;
      partHydrated();
    }, []);
    return createElement(loaded!, props);
  }
  const Inner = lazy(() => (loaded ? settledNow({ default: Hydrated }) : preload().then(() => ({ default: Hydrated }))));
  function Part(props: P) {
    // Rendered with the page (React hydrates what is inside a Suspense boundary in a later pass of
    // its own): a part whose code is not here yet is counted, and its code asked for, at once.
    if (!loaded && !counted && typeof document !== 'undefined') {
      counted = true;
      waiting += 1;
      void preload();
    }
    return createElement(Suspense, { fallback: null }, createElement(Inner, props));
  }
  return Object.assign(Part, { preload });
}

/**
 * A route's client middleware: a link to the page fetches its parts' code beside its data, and the page
 * renders once both are there (whole, nothing popping in). The first page does not run it.
 */
export function partsWithData<Result>(...parts: Array<{ preload: () => Promise<unknown> }>) {
  return async (_args: unknown, next: () => Promise<Result>): Promise<Result> => {
    const code = Promise.all(parts.map((part) => part.preload()));
    const result = await next();
    await code;
    return result;
  };
}
