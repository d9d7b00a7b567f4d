import { isSiteLanguage, type Notice } from '@labstore/domain';
import { liveQuery } from 'dexie';
import i18next from 'i18next';
import { setCartCount } from './cart-count';
import { online } from '../../lib/network-status';
import { http } from '../../lib/http-client';
import type { Language } from '../../lib/i18n';
import { notify } from '../../lib/notifications';
import { getAuthSession, onSignIn, subscribeAuthSession } from '../../lib/session/current-session';
import { readStoredOrderId, writeStoredOrderInfo } from '../../lib/session/order-info';
import { onBackgroundSync, requestBackgroundSync } from './background-sync';
import { openCartDb, SNAPSHOT_ID } from './cart-db';
import type { CartEdit } from './cart-edits';
import { sessionHandoff } from './cart-handoff';
import { combineNotices } from './cart-notices';
import type { CartOutcome } from './cart-records';
import { outcomeNotice, workerReportNotice } from './cart-report';
import { createDexieCartStorage, forgetHandoff, handOverSession, takeWorkerReports } from './cart-storage-dexie';
import { createCartSync } from './cart-sync';
import { cartLines } from './cart-view';
import { createCartTransport } from './cart-transport';
import { runAlone } from './outbox-lock';

// The app's one cart: the outbox engine over this browser's IndexedDB, the
// stored order id, the network's comings and goings, and the session, handed
// to the service worker so it can replay the outbox with no page open.

let retryTimer: ReturnType<typeof setTimeout> | undefined;

const db = openCartDb();
const storage = createDexieCartStorage(db, { read: readStoredOrderId, write: writeStoredOrderInfo });
const transport = createCartTransport(http);

export const cartSync = createCartSync({
  storage,
  send: transport.send,
  fetchCart: transport.fetchCart,
  report: showOutcome,
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

/**
 * spec/02 2.9, 8: a blocking notice (a test no longer approved, a code that
 * could not be re-applied) offers Contact Support, which opens the message form.
 */
function show(notice: Notice): void {
  notify({ message: notice.message, type: notice.type, contact: notice.type === 'block' });
}

function showOutcome(outcome: CartOutcome): void {
  const notice = outcomeNotice(outcome);
  if (notice) show(notice);
}

const siteLanguage = (): Language => (isSiteLanguage(i18next.language) ? i18next.language : 'en');

/** The session as the worker needs it, as this page has it now (cart-handoff.ts: for how long). */
function handOver(): Promise<void> {
  return handOverSession(db, sessionHandoff(getAuthSession(), siteLanguage(), Date.now()));
}

/** What the service worker sent and what was refused while no page was open: told once, then gone. */
async function tellWorkerReports(): Promise<void> {
  const outcomes = await takeWorkerReports(db, getAuthSession()?.userId ?? null);
  const notice = workerReportNotice(outcomes, siteLanguage(), { notFound: i18next.t('common:errors.notFound'), generic: i18next.t('common:errors.generic') });
  if (notice) show(notice);
}

let started = false;

/**
 * Starts the cart on this page: shows the stored cart and count, follows the
 * network and the session, tells what the service worker did meanwhile,
 * replays what waits and reloads the cart (spec/02 4.3: on start the stored
 * order is fetched and the count set).
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
  i18next.on('languageChanged', () => void handOver());
  // Another tab's edits and answers show here too (Dexie tells every tab of a write).
  liveQuery(() => Promise.all([db.outbox.toArray(), db.snapshot.get(SNAPSHOT_ID)])).subscribe({ next: () => void cartSync.load() });
  await cartSync.load();
  // A cart the worker made with no page open becomes the stored one; then
  // the worker replays against the cart and the session this page has.
  await runAlone(() => storage.mirrorOrderId());
  await handOver();
  await tellWorkerReports();
  await syncNow();
}

/** Sends what waits, then reloads the cart (spec/02 4.3: the cart is refreshed when opened). */
export async function syncNow(): Promise<void> {
  online.set(navigator.onLine);
  await cartSync.replay();
  await cartSync.refresh();
}

/** Queues an edit; for a session without remember me, each edit also renews how long the worker may send it (cart-handoff.ts). */
export async function queueEdit(edit: CartEdit): Promise<void> {
  await handOver();
  await cartSync.enqueue(edit);
}

/** Sign-out: the cart, and the worker's copy of the session and its reports, leave the device (docs/decisions.md). */
export async function forgetOnSignOut(): Promise<void> {
  await cartSync.forget();
  await forgetHandoff(db);
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
    // Signing out hands nothing over: the sign-out task forgets it all.
    if (!session) return;
    void storage
      .takeOrderInfo(session.orderId ? { orderId: session.orderId, orderNumber: session.orderNumber } : null)
      .then(handOver)
      // What the worker sent for this account while it was signed out here (a session for one tab only).
      .then(tellWorkerReports)
      .then(syncNow);
  });
}
