// If a page script or style under /js/ or /css/ fails to load (a new deployment replaced it, the
// connection dropped), or the page has not become interactive within 120 s, the visitor gets a
// clear message with a reload button instead of a page that silently does nothing. It is inline and
// first in <head> so it is listening before any asset starts loading; it works without React.
// (A route module that fails on a client navigation makes React Router reload the page itself.)

import { NONCE_PLACEHOLDER } from '#app/security/nonce.ts';

const CHUNK_TIMEOUT_MS = 120_000;

const source = `(function(){
var shown=false;
function show(){
  if(shown)return;shown=true;
  var box=document.createElement('div');
  box.className='asset-failure';box.setAttribute('role','alert');
  box.innerHTML='<p>Part of this page could not be loaded. A new version of the site may be out, or the connection dropped.</p><button type="button">Reload the page</button>';
  box.querySelector('button').addEventListener('click',function(){location.reload()});
  (document.body||document.documentElement).appendChild(box);
}
addEventListener('error',function(event){
  var el=event.target;if(!el||(el.tagName!=='SCRIPT'&&el.tagName!=='LINK'))return;
  var url=el.src||el.href||'';
  if(/\\/(js|css)\\//.test(new URL(url,location.href).pathname))document.readyState==='loading'?addEventListener('DOMContentLoaded',show):show();
},true);
setTimeout(function(){if(!document.documentElement.dataset.hydrated)show()},${CHUNK_TIMEOUT_MS});
})();`;

export function AssetFailureScript() {
  return <script nonce={NONCE_PLACEHOLDER} dangerouslySetInnerHTML={{ __html: source }} />;
}
