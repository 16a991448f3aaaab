// Shared by the page's inline asset watcher (asset-failure.server.ts) and NavigationWatch.
export const ASSET_TIMEOUT_MS = 120_000;
/** sessionStorage key: `{ from, to }` of a client navigation the page left by reloading itself. */
export const PENDING_NAVIGATION_KEY = 'carlog:pending-navigation';
