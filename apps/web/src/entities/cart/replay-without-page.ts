import { replayCredential } from './cart-handoff';
import { createFetchCartTransport } from './cart-fetch-transport';
import type { CartOutcome } from './cart-records';
import { addReport, createIdbCartStorage, dropAccessToken, openWorkerCartDb, readSessionHandoff } from './cart-storage-idb';
import { createCartSync } from './cart-sync';

// The service worker's replay of the outbox when the browser fires the
// cart's sync with no page open (DESIGN.md "Offline and background sync"):
// the page's replay (cart-sync.ts) over idb, sent with fetch as the session
// the last page handed over, its outcomes kept for the next page to tell.

export interface ReplayWithoutPageDeps {
  fetch: typeof fetch;
  /** The service worker's origin: requests go there only. */
  origin: string;
  now(): number;
  /** The outbox's Web Lock (outbox-lock.ts): a page's replay and this one never run at once. */
  exclusive<T>(run: () => Promise<T>): Promise<T>;
  newKey(): string;
  dbName?: string;
}

/**
 * 'done': nothing waits, or nothing the worker may send (no page of this
 * build handed over; the account's credential is out of date or refused):
 * the next page replays. 'retry': edits wait for the network or the server;
 * the browser should fire the sync again later.
 */
export type ReplayResult = 'done' | 'retry';

export async function replayWithoutPage(deps: ReplayWithoutPageDeps): Promise<ReplayResult> {
  const db = await openWorkerCartDb(deps.dbName);
  if (!db) return 'done';
  try {
    const handoff = await readSessionHandoff(db);
    if (!handoff) return 'done';
    const credential = replayCredential(handoff, deps.now());
    if (credential.kind === 'none') {
      await dropAccessToken(db);
      return 'done';
    }
    let unauthorized = false;
    let retry = false;
    const reports: Promise<void>[] = [];
    const transport = createFetchCartTransport({
      fetch: deps.fetch,
      origin: deps.origin,
      accessToken: credential.kind === 'account' ? credential.accessToken : null,
      language: handoff.language,
      onUnauthorized: () => {
        unauthorized = true;
      },
    });
    const sync = createCartSync({
      storage: createIdbCartStorage(db),
      send: transport.send,
      fetchCart: transport.fetchCart,
      report: (outcome: CartOutcome) => reports.push(addReport(db, { at: deps.now(), userId: handoff.account?.userId ?? null, outcome })),
      newKey: deps.newKey,
      now: deps.now,
      exclusive: deps.exclusive,
      // No timers in a worker that may be stopped at any moment: the browser's own retry of the sync is the timer.
      retryLater: () => {
        retry = true;
      },
    });
    const emptied = await sync.replay();
    await Promise.all(reports);
    if (unauthorized) {
      await dropAccessToken(db);
      return 'done';
    }
    return !emptied && retry ? 'retry' : 'done';
  } finally {
    db.close();
  }
}
