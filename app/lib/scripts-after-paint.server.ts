// A page's module scripts are asked for after its first paint, not beside its stylesheet.
//
// React Router's <Scripts> renders a <link rel="modulepreload"> per first-load chunk (React hoists them
// to the top of <head>, ahead of the stylesheet) and an inline module that imports the route modules
// statically, then the entry. On a slow link the ~125 kB of scripts share it with the stylesheet the
// first paint waits for, and a phone's first paint waits for the module graph's evaluation when the
// scripts come first (decision 083, docs/performance.md round eight). The page is whole without them:
// every page is rendered on the server and its links are plain links.
//
// So the rendered page loses the preload links, and the inline module waits for the first paint,
// then adds the same preload links (each with the page's nonce, so the asset watcher still hears of
// a chunk that fails to load), imports the route modules and the entry as before. A page opened in a
// background tab paints nothing until it is shown, so it does not wait. The rewrite runs once per
// render, before the edge cache stores the page, on the bytes: only the head and the bootstrap are
// read as text (decoding and encoding a whole page cost 3–5% of a cold render's throughput).
import { concatBytes, indexOfBytes } from '#app/security/replace-bytes.ts';

const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/[^"]+)"[^>]*\/>/g;
const BOOTSTRAP = /^(<script\b[^>]*>)([\s\S]*)<\/script>$/;
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from ("\/[^"]+");\s*$/gm;

// The first paint as the browser reports it (paint timing: not a frame callback, which a page
// clock held by a test or a paused tab would hold too); a page hidden before it paints goes on
// at once, and a browser without paint timing goes on after its next frame.
const afterFirstPaint = `await new Promise(function(go){
if(document.visibilityState==='hidden')return go();
addEventListener('visibilitychange',go,{once:true});
if(typeof PerformanceObserver==='function'&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0)
new PerformanceObserver(function(list,observer){observer.disconnect();go()}).observe({type:'paint',buffered:true});
else requestAnimationFrame(function(){setTimeout(go)});
});`;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const HEAD_END = encoder.encode('</head>');
const MODULE_TYPE = encoder.encode(' type="module"');
const SCRIPT_END = encoder.encode('</script>');
const TAG_START = '<'.charCodeAt(0);

/**
 * The page with its module scripts loaded after the first paint; unchanged when it has no bootstrap
 * (an error page rendered without React Router's scripts).
 */
export function scriptsAfterFirstPaint(html: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const headEnd = indexOfBytes(html, HEAD_END);
  const moduleType = headEnd === -1 ? -1 : indexOfBytes(html, MODULE_TYPE, headEnd);
  if (moduleType === -1) return html;
  const start = html.lastIndexOf(TAG_START, moduleType);
  const end = indexOfBytes(html, SCRIPT_END, moduleType) + SCRIPT_END.length;
  const bootstrap = BOOTSTRAP.exec(decoder.decode(html.subarray(start, end)));
  if (!bootstrap) return html;
  const head = decoder.decode(html.subarray(0, headEnd));
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const routes: Array<{ name: string; specifier: string }> = [];
  const body = bootstrap[2]!.replace(ROUTE_IMPORT, (_line, name: string, specifier: string) => {
    routes.push({ name, specifier });
    return '';
  });
  const preload =
    preloads.length === 0
      ? ''
      : `var nonce=document.querySelector('script[nonce]').nonce;${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;link.nonce=nonce;document.head.appendChild(link)});`;
  const imports =
    routes.length === 0
      ? ''
      : // a route module that cannot be loaded stops the page here, quietly: its preload link's error
        // event has shown the visitor the asset watcher's message (app/components/asset-failure.server.ts)
        `const [${routes.map((route) => route.name).join(',')}]=await Promise.all([${routes.map((route) => `import(${route.specifier})`).join(',')}]).catch(function(){return new Promise(function(){})});`;
  return concatBytes([
    encoder.encode(head.replace(MODULE_PRELOAD, '')),
    html.subarray(headEnd, start),
    encoder.encode(`${bootstrap[1]}${afterFirstPaint}${preload}${imports}${body}</script>`),
    html.subarray(end),
  ]);
}
