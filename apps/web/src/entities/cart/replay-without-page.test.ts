import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { Dexie } from 'dexie';
import { test } from 'vitest';
import type { HandoffAccount, OrderHandoff } from './cart-records';
import { openCartDb, type CartDb } from './cart-db';
import { testFetch, type TestFetch } from './cart-fetch.test-support';
import { TAB_SESSION_KEEP_MS } from './cart-handoff';
import { workerReportNotice } from './cart-report';
import { forgetHandoff, handOverSession, takeWorkerReports } from './cart-storage-dexie';
import { replayWithoutPage, type ReplayResult } from './replay-without-page';
import { createTestServer, product, type TestServer } from './cart-test-server';

// The service worker's replay with no page open: the outbox the page left,
// sent as the session the page handed over, for no longer than it may be,
// with what happened kept for the next page to tell once.

const ORIGIN = 'https://labstore.test';
const NOW = 1_800_000_000_000;
const WORDS = { notFound: 'Not Found', generic: 'Something went wrong. Please try again.' };

let databases = 0;

interface Scene {
  name: string;
  db: CartDb;
  server: TestServer;
  http: TestFetch;
  replay(now?: number): Promise<ReplayResult>;
}

/** A page of this build left edits in the outbox (queued offline) and handed over `account` (null: a guest). */
async function scene(account: HandoffAccount | null, productIds: readonly string[] = ['a', 'b', 'c']): Promise<Scene> {
  const name = `cart-worker-${++databases}`;
  const db = openCartDb(name);
  await handOverSession(db, { id: 'session', language: 'es', account });
  const noCart: OrderHandoff = { id: 'order', orderId: null, orderNumber: null, byWorker: false };
  await db.handoff.put(noCart);
  let queued = 0;
  for (const id of productIds) {
    await db.outbox.add({ key: `key-${id}`, queuedAt: NOW - 1000 + ++queued, edit: { kind: 'add', product: product(id), eligibility: null }, serverFailures: 0 });
  }
  const server = createTestServer();
  const http = testFetch(server);
  let uuids = 0;
  return {
    name,
    db,
    server,
    http,
    replay: (now = NOW) =>
      replayWithoutPage({ fetch: http.fetch, origin: ORIGIN, now: () => now, exclusive: (run) => run(), newKey: () => `new-${++uuids}`, dbName: name }),
  };
}

const ACCOUNT: HandoffAccount = { userId: 'user-1', accessToken: 'token-1', keepUntil: NOW + 60_000 };

test('a guest\'s edits are sent in order, once each, without any Authorization, to this origin only', async () => {
  const s = await scene(null);
  assert.equal(await s.replay(), 'done');
  assert.deepEqual(s.server.productsOf('cart-1'), ['a', 'b', 'c']);
  assert.deepEqual(s.server.received.map(({ key }) => key), ['key-a', 'key-b', 'key-c']);
  for (const request of s.http.seen) {
    assert.equal(new URL(request.url).origin, ORIGIN);
    assert.equal(request.headers.get('Authorization'), null);
    assert.equal(request.headers.get('Accept-Language'), 'es', 'the server answers in the language the page handed over');
  }
  assert.equal(await s.db.outbox.count(), 0);
});

test('an account\'s edits carry its token in the Authorization header, never in a URL', async () => {
  const s = await scene(ACCOUNT);
  assert.equal(await s.replay(), 'done');
  assert.deepEqual(s.server.productsOf('cart-1'), ['a', 'b', 'c']);
  assert.ok(s.http.seen.length >= 3);
  for (const request of s.http.seen) {
    assert.equal(request.headers.get('Authorization'), 'Bearer token-1');
    assert.ok(!request.url.includes('token-1'));
  }
});

test('a credential past the time it is kept for is not used: it is dropped and the edits wait for a page', async () => {
  const s = await scene(ACCOUNT);
  assert.equal(await s.replay(ACCOUNT.keepUntil), 'done');
  assert.deepEqual(s.http.seen, [], 'nothing was sent, not even as a guest');
  assert.equal(await s.db.outbox.count(), 3);
  const session = await s.db.handoff.get('session');
  assert.equal(session?.id === 'session' ? session.account?.accessToken : 'missing', null);
});

test('a token the server refuses (401) is dropped; the edit is not lost, it waits for a page', async () => {
  const s = await scene(ACCOUNT);
  s.http.refuseSession = true;
  assert.equal(await s.replay(), 'done', 'nothing the browser could retry would change it');
  assert.equal(s.http.seen.length, 1, 'the replay stopped at the refusal');
  assert.equal(await s.db.outbox.count(), 3);
  const session = await s.db.handoff.get('session');
  assert.equal(session?.id === 'session' ? session.account?.accessToken : 'missing', null);
  assert.deepEqual(await takeWorkerReports(s.db, 'user-1'), []);
  // Once dropped it is not tried again.
  s.http.refuseSession = false;
  assert.equal(await s.replay(), 'done');
  assert.equal(s.http.seen.length, 1);
});

test('with the network still down the browser is asked to fire the sync again, and nothing is lost', async () => {
  const s = await scene(null);
  s.server.unreachable = 1;
  assert.equal(await s.replay(), 'retry');
  assert.equal(await s.db.outbox.count(), 3);
  assert.equal(await s.replay(), 'done');
  assert.deepEqual(s.server.productsOf('cart-1'), ['a', 'b', 'c']);
});

test('the server\'s notices and refusals are kept, and the next page tells them once, in the site\'s words', async () => {
  const s = await scene(null);
  const refusal = 'This test is already included in a panel in your cart and can not be added individually.';
  s.server.refuse.set('b', refusal);
  assert.equal(await s.replay(), 'done');
  assert.deepEqual(s.server.productsOf('cart-1'), ['a', 'c']);

  const outcomes = await takeWorkerReports(s.db, null);
  assert.deepEqual(workerReportNotice(outcomes, 'en', WORDS), {
    type: 'block',
    message: [
      'While labstore was closed, the cart changes you made offline were sent:',
      'Test a has been added to your cart.',
      refusal,
      'Test c has been added to your cart.',
    ].join('\n'),
  });
  assert.deepEqual(await takeWorkerReports(s.db, null), [], 'told once');
});

test('the worker neither creates the database nor replays what a page of an older build left', async () => {
  const missing = `cart-worker-missing-${++databases}`;
  assert.equal(await replayWithoutPage({ fetch, origin: ORIGIN, now: () => NOW, exclusive: (run) => run(), newKey: () => 'k', dbName: missing }), 'done');
  assert.equal(await Dexie.exists(missing), false);

  // Version 1 of the schema: an outbox and no handoff (the order id was in localStorage only).
  const older = `cart-worker-v1-${++databases}`;
  const v1 = new Dexie(older);
  v1.version(1).stores({ outbox: '++seq', snapshot: 'id' });
  await v1.table('outbox').add({ key: 'key-a', queuedAt: NOW, edit: { kind: 'add', product: product('a'), eligibility: null }, serverFailures: 0 });
  v1.close();
  const server = createTestServer();
  const http = testFetch(server);
  assert.equal(await replayWithoutPage({ fetch: http.fetch, origin: ORIGIN, now: () => NOW, exclusive: (run) => run(), newKey: () => 'k', dbName: older }), 'done');
  assert.deepEqual(http.seen, []);
});

test('sign-out leaves the worker nothing: no credential, no reports, and so no replay', async () => {
  const s = await scene(ACCOUNT);
  await s.db.reports.add({ at: NOW, userId: 'user-1', outcome: { kind: 'sent', edit: 'remove', productName: 'Test z', notices: [] } });
  await forgetHandoff(s.db);
  assert.equal(await s.db.handoff.count(), 0);
  assert.equal(await s.db.reports.count(), 0);
  assert.equal(await s.replay(), 'done');
  assert.deepEqual(s.http.seen, []);
});

test('a session without remember me is usable for the idle logout\'s time after the page last handed it over', async () => {
  assert.equal(TAB_SESSION_KEEP_MS, 10 * 60 * 1000);
  const s = await scene({ ...ACCOUNT, keepUntil: NOW + TAB_SESSION_KEEP_MS }, ['a']);
  assert.equal(await s.replay(NOW + TAB_SESSION_KEEP_MS - 1), 'done');
  assert.deepEqual(s.server.productsOf('cart-1'), ['a']);
});

test('a report is told only to the session it was sent for: not to a guest after the tab closed, nor to another account', async () => {
  const s = await scene(ACCOUNT, ['a']);
  assert.equal(await s.replay(), 'done');
  await s.db.reports.add({ at: NOW, userId: 'user-2', outcome: { kind: 'sent', edit: 'clear', productName: null, notices: [] } });
  await s.db.reports.add({ at: NOW, userId: null, outcome: { kind: 'sent', edit: 'clear', productName: null, notices: [] } });

  // The next visitor, signed out (a session for this tab only ends with the tab): the guest's only.
  assert.deepEqual(await takeWorkerReports(s.db, null), [{ kind: 'sent', edit: 'clear', productName: null, notices: [] }]);
  // The customer signs in again: theirs, once; another account's is dropped unread.
  const mine = await takeWorkerReports(s.db, 'user-1');
  assert.deepEqual(mine.map((outcome) => outcome.kind === 'sent' && outcome.productName), ['Test a']);
  assert.equal(await s.db.reports.count(), 0);
});
