import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { answerCartSync } from './cart-outbox-sync';
import { CATALOGUE_READS, IMAGE_PATH_PREFIX, NAVIGATE_FALLBACK_DENYLIST, PASS_PAGE_PATHS } from './routes';

// The service worker (vite-plugin-pwa's injectManifest, vite.config.ts): what
// Workbox generated until issue 18, written out, and the cart outbox's
// replay with no page open. DESIGN.md Offline.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The cart outbox's Background Sync (entities/cart/background-sync.ts).
answerCartSync(self);

// register-service-worker.ts: a new version waits until the visitor agrees;
// Reload sends this (workbox-window's messageSkipWaiting). No clients.claim:
// registerType 'prompt'.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && Reflect.get(data, 'type') === 'SKIP_WAITING') void self.skipWaiting();
});

// The app shell, precached, less the administration's chunks (vite.config.ts ADMIN_FOLDERS).
precacheAndRoute(self.__WB_MANIFEST, {});
cleanupOutdatedCaches();
// Issue 18: a pass's address gets the pass page, which opens the kept pass
// alone when offline and signed out, and otherwise starts the storefront
// (pass-start.ts). Registered first: the first matching route answers.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/pass.html'), { allowlist: [PASS_PAGE_PATHS] }));
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATE_FALLBACK_DENYLIST }));

// Fresh prices when online (the server answers a revalidation with 304); the
// last copy when the network fails or takes over 4 s.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && CATALOGUE_READS.test(url.pathname),
  new NetworkFirst({
    cacheName: 'labstore-catalogue',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true }), new CacheableResponsePlugin({ statuses: [200] })],
  }),
  'GET',
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(IMAGE_PATH_PREFIX),
  new CacheFirst({
    cacheName: 'labstore-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }), new CacheableResponsePlugin({ statuses: [200] })],
  }),
  'GET',
);
