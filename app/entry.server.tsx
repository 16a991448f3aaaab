// Renders a page whole, then answers it as one body (decision 080): every loader has read its data
// before the render and every lazy part is ready, so a stream would send nothing sooner, and one buffer
// takes its fresh nonce in place on the way out instead of every small chunk passing through the
// nonce's search, the edge cache's copy and the answer.
import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { unavailableBinding } from './bindings/guard.server';
import { appContext } from './context.server';
import { partsReady } from './lib/lazy-part';
import { scriptsAfterFirstPaint } from './lib/scripts-after-paint.server';
import { reportServerError } from './monitoring/errors.server';
import { NONCE_PLACEHOLDER } from './security/nonce';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let status = responseStatusCode;
  // the parts whose code the browser loads after the page are rendered in place (app/lib/lazy-part.ts)
  await partsReady();
  // a placeholder the Worker replaces with a fresh nonce on every answer (app/security/csp.server.ts)
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={NONCE_PLACEHOLDER} />, {
    nonce: NONCE_PLACEHOLDER,
    // a finished Suspense boundary goes out in place, however large: above React's default 12.8 kB a
    // lazy part (the list's filter form, a model's table) would be sent after the page, hidden until
    // a script moves it in, so never shown without JavaScript
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      status = 500;
      console.error(error);
      reportServerError(error, request, loadContext.get(appContext).env);
    },
  });
  await body.allReady;
  const html = scriptsAfterFirstPaint(new Uint8Array(await new Response(body).arrayBuffer()));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // after the whole render: an error in any part of it is in the status
  return new Response(html, { headers: responseHeaders, status });
}

/** Loader, action and render errors: reported unless the visitor went away or it is a planned answer (404). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error) || error instanceof Response) return;
  if (unavailableBinding(error)) context.get(appContext).markUnavailable();
  console.error(error);
  reportServerError(error, request, context.get(appContext).env);
};
