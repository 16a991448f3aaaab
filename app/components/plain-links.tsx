// Plain links that still navigate on the client. A React Router `Link` costs a component with its own
// hooks per link, at every render and hydration; a long list of them (the brands directory's 73) is a
// long task on a phone's main thread. Here the links are plain `<a href>` elements and one click
// listener on their list hands an ordinary click to the router, as a `Link` would: modified, middle and
// other-window clicks, downloads and links off the site are left to the browser.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export function useLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !event.currentTarget.contains(anchor) || anchor.target || anchor.hasAttribute('download')) return;
    if (anchor.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(anchor.pathname + anchor.search + anchor.hash);
  };
}
