// If one of the site's own page scripts or styles (under /js/ or /css/ on this origin) fails to load
// (a new deployment replaced it, the connection dropped), or the page has not become interactive
// within 120 s, the visitor gets a clear message with a reload button instead of a page that silently
// does nothing. Third-party scripts (an ad blocked by the visitor's browser) are not the site's and
// never raise it, and it can be dismissed. It is inline and first in <head> so it is listening before
// any asset starts loading; it works without React.
//
// A route's script that fails during a client navigation makes React Router reload the page being
// left; NavigationWatch (navigation-watch.tsx) notes where the visitor was going just before, and this
// script takes the reloaded page there with a full load instead (where the watcher above speaks up if
// that fails too).

// The script's text reaches the page through the root loader's data, not the JavaScript bundle.
import { ASSET_TIMEOUT_MS, PENDING_NAVIGATION_KEY } from './asset-watch';

export const assetWatchScript = `(function(){
try{
  var pending=JSON.parse(sessionStorage.getItem('${PENDING_NAVIGATION_KEY}')||'null');
  sessionStorage.removeItem('${PENDING_NAVIGATION_KEY}');
  var nav=performance.getEntriesByType('navigation')[0];
  if(pending&&pending.from===location.href&&nav&&nav.type==='reload'&&typeof pending.to==='string'){
    var to=new URL(pending.to,location.href);
    if(to.origin===location.origin){location.replace(to.href);return;}
  }
}catch(e){}
var shown=false;
function show(){
  if(shown)return;shown=true;
  var box=document.createElement('div');
  box.className='asset-failure';box.setAttribute('role','alert');
  box.innerHTML='<p>Part of this page could not be loaded. A new version of the site may be out, or the connection dropped.</p><button type="button" class="asset-failure-reload">Reload the page</button> <button type="button" class="asset-failure-dismiss">Dismiss</button>';
  box.querySelector('.asset-failure-reload').addEventListener('click',function(){location.reload()});
  box.querySelector('.asset-failure-dismiss').addEventListener('click',function(){box.remove()});
  (document.body||document.documentElement).appendChild(box);
}
addEventListener('error',function(event){
  var el=event.target;if(!el||(el.tagName!=='SCRIPT'&&el.tagName!=='LINK'))return;
  var url=new URL(el.src||el.href||'',location.href);
  if(url.origin===location.origin&&/^\\/(js|css)\\//.test(url.pathname))document.readyState==='loading'?addEventListener('DOMContentLoaded',show):show();
},true);
setTimeout(function(){if(!document.documentElement.dataset.hydrated)show()},${ASSET_TIMEOUT_MS});
})();`;
