import { expect, test } from 'vitest';
import { assetsNamedBy } from './bundles';

test('the first load counts every chunk the bootstrap preloads after the first paint, once', () => {
  const html = [
    '<head><link rel="stylesheet" href="/css/root-AAAA.css"/></head><body>',
    '<script src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>',
    '<script type="module" async="">await 0;["/js/entry-BBBB.js","/js/shared-CCCC.js","/js/root-DDDD.js"].forEach(function(href){});',
    'const [route0]=await Promise.all([import("/js/root-DDDD.js")]);',
    'window.__reactRouterManifest = {"entry":{"module":"/js/entry-BBBB.js","imports":["/js/shared-CCCC.js"]},"routes":{"home":{"module":"/js/home-FFFF.js"}},"url":"/assets/manifest-EEEE.js"};',
    'import("/js/entry-BBBB.js");</script>',
    '<p>"/js/not-a-script.js" in a page’s text is not loaded</p></body>',
  ].join('');
  expect(assetsNamedBy(html).sort()).toEqual(['/css/root-AAAA.css', '/js/entry-BBBB.js', '/js/root-DDDD.js', '/js/shared-CCCC.js']);
});
