// A part of a page whose code is not in the page's first load (decision 049). Rendered inside
// <Suspense>: on the first page the server's HTML stays as it is until the part's code has arrived
// and hydrated, so nothing moves or flashes. `preload()` fetches the code ahead (a route's client
// middleware, `partsWithData`, waits on it, so a page reached by a link renders whole); once it is
// there the part renders at once, without suspending: React.lazy takes a thenable that answers
// synchronously.
import { createElement, lazy, useEffect, type ComponentType } from 'react';

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
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  // the server renders a part in place, never streamed after the page (a browser without JavaScript
  // would not show it, and the edge cache would keep that answer): see partsReady
  if (typeof document === 'undefined') serverParts.push(preload());
  const Part = lazy(() => {
    if (loaded) return settledNow({ default: loaded });
    // rendered before its code is here: the first page, hydrating
    if (typeof document !== 'undefined') waiting += 1;
    return preload().then((component) => {
      let first = true;
      function Hydrated(props: P) {
        useEffect(() => {
          if (first) partHydrated();
          first = false;
        }, []);
        return createElement(component, props);
      }
      return { default: Hydrated };
    });
  });
  return Object.assign(Part, { preload }) as unknown as LazyPart<P>;
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
