/* global self */
// Imported by the generated service worker (vite.config.ts workbox.importScripts).
// DESIGN.md "Offline and background sync": the cart outbox lives in the
// page's IndexedDB and only the page replays it, so there is one queue. When
// the browser fires the cart's sync tag (the network is back), this wakes the
// open pages; with none open it fails, so the browser tries again later, and
// the next page to open replays the outbox at start.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'cart-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      if (pages.length === 0) throw new Error('no page open to replay the cart outbox');
      for (const page of pages) page.postMessage({ type: 'cart-outbox-sync' });
    }),
  );
});
