// The Background Sync API where the browser has it (Chromium): a sync tag
// the service worker answers by waking the open pages, which replay the
// outbox themselves, or, with no page open, by replaying it itself
// (service-worker/cart-outbox-sync.ts). One queue: the worker holds no edit
// of its own, it sends the page's (DESIGN.md).

export const CART_SYNC_TAG = 'cart-outbox';
export const CART_SYNC_MESSAGE = 'cart-outbox-sync';

/** SyncManager is not in TypeScript's DOM library yet. */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to fire the sync when the network is back. Does nothing where there is no Background Sync. */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
  // Refused (no permission, a private window): the online event and the
  // retry timer still replay, so there is nothing to tell the visitor.
  await registration?.sync?.register(CART_SYNC_TAG).catch(() => undefined);
}

/** Runs `replay` whenever the service worker relays a sync. */
export function onBackgroundSync(replay: () => void): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'object' && event.data !== null && Reflect.get(event.data, 'type') === CART_SYNC_MESSAGE) replay();
  });
}
