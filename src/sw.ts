/// <reference lib="webworker" />
/**
 * The service worker: the app shell and its static files come from the cache (repeat visits paint at once, and the
 * app opens offline); API answers and member data are never cached (they are not this origin's static files, and
 * the demo bank answers inside the page). A new build waits until the member taps "reload" (SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first visit is taken under the worker once it is installed (every chunk of the app then in its cache): if the
// phone goes offline later in that visit, the parts not yet downloaded (the offline news among them) still come. An
// update never takes a page this way: it waits for the member's "reload" (SKIP_WAITING).
clientsClaim();

const scope = new URL(self.registration.scope);
const inScope = (url: URL) => url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
const path = (url: URL) => url.pathname.slice(scope.pathname.length);

// Every history route is the app: the precached index.html. The API and the deployment's own pages and files
// (/demo/play.html?game=pg…, a slip's picture) are not routes and go to the network. Workbox tests these against the
// path *with its query*, so each one reads the path only: up to the first '?'.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^[^?]*\/api\//, /^[^?]*\.\w+(\?|$)/],
  }),
);

// Hashed build files left out of the precache (the wheel's Pixi, the demo bank, other scripts' font subsets): cached
// on first use, they never change under the same name.
registerRoute(
  ({ url }) => inScope(url) && path(url).startsWith('assets/'),
  new CacheFirst({
    cacheName: 'wallet-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

// The deployment's config.json: the network first (a changed brand or backend shows at once), the last one offline.
registerRoute(
  ({ url }) => inScope(url) && path(url) === 'config.json',
  new NetworkFirst({ cacheName: 'wallet-config', networkTimeoutSeconds: 4 }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
