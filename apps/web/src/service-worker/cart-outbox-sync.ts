import { CART_SYNC_MESSAGE, CART_SYNC_TAG } from '../entities/cart/background-sync';
import { runAlone } from '../entities/cart/outbox-lock';
import { replayWithoutPage } from '../entities/cart/replay-without-page';

// DESIGN.md "Offline and background sync": when the browser fires the cart's
// sync (the network is back), the open pages are woken and replay the
// outbox themselves, as they always did; with no page open the worker
// replays it itself, with the same code and records (entities/cart), under
// the same Web Lock, so an edit is sent by one or the other, never both.

/** The Background Sync event; not in TypeScript's libraries yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const isSyncEvent = (event: Event): event is SyncEvent => 'tag' in event && typeof event.tag === 'string';

export function answerCartSync(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('sync', (event) => {
    if (!isSyncEvent(event) || event.tag !== CART_SYNC_TAG) return;
    event.waitUntil(replayOrWake(worker));
  });
}

async function replayOrWake(worker: ServiceWorkerGlobalScope): Promise<void> {
  const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: CART_SYNC_MESSAGE });
    return;
  }
  const result = await replayWithoutPage({
    fetch: (input, init) => worker.fetch(input, init),
    origin: worker.location.origin,
    now: () => Date.now(),
    exclusive: runAlone,
    newKey: () => crypto.randomUUID(),
  });
  // A failed sync is fired again later by the browser (with its own backoff);
  // whatever is left by then goes with the next page that opens.
  if (result === 'retry') throw new Error('the cart outbox waits for the network');
}
