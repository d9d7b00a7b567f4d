import type { Cart } from '@labstore/domain';
import { liveQuery } from 'dexie';
import { setCartCount } from './cart-count';
import { online } from '../../lib/network-status';
import { http } from '../../lib/http-client';
import { notify } from '../../lib/notifications';
import { getAuthSession, onSignIn, subscribeAuthSession } from '../../lib/session/current-session';
import { readStoredOrderId, writeStoredOrderInfo } from '../../lib/session/order-info';
import { onBackgroundSync, requestBackgroundSync } from './background-sync';
import { openCartDb, SNAPSHOT_ID } from './cart-db';
import { combineNotices } from './cart-notices';
import { createCartSync } from './cart-sync';
import { cartLines } from './cart-view';
import { createCartTransport } from './cart-transport';

// The app's one cart: the outbox engine over this browser's IndexedDB, the
// stored order id, the network's comings and goings, and the session.

const OUTBOX_LOCK = 'labstore-cart-outbox';


let retryTimer: ReturnType<typeof setTimeout> | undefined;

const db = openCartDb();
const transport = createCartTransport(http);

export const cartSync = createCartSync({
  db,
  send: transport.send,
  fetchCart: transport.fetchCart,
  orderId: { read: readOrderId, write: writeOrderId },
  notify: (notice) => notify({ message: notice.message, type: notice.type }),
  newKey: () => crypto.randomUUID(),
  now: () => Date.now(),
  exclusive: runAlone,
  retryLater(afterMs) {
    // The earliest wake-up wins; the online event and Background Sync come on top.
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void cartSync.replay(), afterMs);
    void requestBackgroundSync();
  },
});

/** One tab replays at a time (Web Locks); another tab's replay is waited for, then the outbox is read afresh. */
async function runAlone<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run();
  // request() resolves with what the callback resolves with.
  return await navigator.locks.request(OUTBOX_LOCK, run);
}

/**
 * The stored order id (spec/01 3 local order info): the guest's cart, or the
 * cart sign-in answered (followSession). The session record's own orderId is
 * left as sign-in wrote it: writing the session from here would bring a
 * record back while sign-out is clearing it.
 */
function readOrderId(): string | null {
  return readStoredOrderId();
}

function writeOrderId(cart: Cart | null): void {
  writeStoredOrderInfo(cart && { orderId: cart.id, orderNumber: cart.number });
}

let started = false;

/**
 * Starts the cart on this page: shows the stored cart and count, follows the
 * network and the session, replays what waits and reloads the cart
 * (spec/02 4.3: on start the stored order is fetched and the count set).
 */
export async function startCart(): Promise<void> {
  if (started) return;
  started = true;
  cartSync.state.subscribe(() => {
    const { cart, entries } = cartSync.state.get();
    setCartCount(cartLines(cart, entries).count);
  });
  window.addEventListener('online', () => void syncNow());
  onBackgroundSync(() => void syncNow());
  followSession();
  // Another tab's edits and answers show here too (Dexie tells every tab of a write).
  liveQuery(() => Promise.all([db.outbox.toArray(), db.snapshot.get(SNAPSHOT_ID)])).subscribe({ next: () => void cartSync.load() });
  await cartSync.load();
  await syncNow();
}

/** Sends what waits, then reloads the cart (spec/02 4.3: the cart is refreshed when opened). */
export async function syncNow(): Promise<void> {
  online.set(navigator.onLine);
  await cartSync.replay();
  await cartSync.refresh();
}

/**
 * spec/02 4.3: the cart is refreshed at sign-in. Sign-in merged the guest's
 * cart into the account's and answered its id (DESIGN.md), so that id is the
 * cart from now on. Sign-out reloads the page, which starts afresh.
 */
function followSession(): void {
  // The guest's lines the merge refused, named (issue 9).
  onSignIn((grant) => {
    const notice = combineNotices(grant.cartNotices ?? []);
    if (notice) notify({ message: notice.message, type: notice.type });
  });
  let token = getAuthSession()?.access_token ?? null;
  subscribeAuthSession(() => {
    const session = getAuthSession();
    const next = session?.access_token ?? null;
    if (next === token) return;
    token = next;
    if (!session) return;
    writeStoredOrderInfo(session.orderId ? { orderId: session.orderId, orderNumber: session.orderNumber } : null);
    void syncNow();
  });
}
