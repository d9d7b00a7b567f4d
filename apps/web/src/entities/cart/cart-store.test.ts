// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { test, vi } from 'vitest';
import type { NotifyOptions } from '../../lib/notifications';
import { AUTH_SESSION_KEY, serializeSession, sessionFromGrant } from '../../lib/session/session-record';
import type { OrderHandoff } from './cart-records';
import { openCartDb } from './cart-db';
import { TAB_SESSION_KEEP_MS } from './cart-handoff';

// The page's side of the handover (cart-store.ts): at start it hands the
// service worker the session, takes a cart the worker made, and tells what
// the worker reported, once; at sign-out all of it leaves the device.

const shown: NotifyOptions[] = [];
vi.mock('../../lib/notifications', () => ({ notify: (options: NotifyOptions) => shown.push(options) }));

const NOW = Date.now();

test('a page hands over its session at start, tells the worker\'s report once, and forgets it all at sign-out', async () => {
  // A tab-only session, as sign-in stores it (lib/session).
  sessionStorage.setItem(AUTH_SESSION_KEY, serializeSession(sessionFromGrant({ access_token: 'token-1', userId: 'user-1', expires_in: 12 * 3600 }, false, NOW)));
  // What a worker left with no page open: a cart it made, and its report.
  const db = openCartDb();
  const workerCart: OrderHandoff = { id: 'order', orderId: 'cart-w', orderNumber: 1042, byWorker: true };
  await db.handoff.put(workerCart);
  await db.reports.add({ at: NOW, userId: 'user-1', outcome: { kind: 'sent', edit: 'add', productName: 'Uric Acid', notices: [{ type: 'success', message: 'Uric Acid has been added to your cart.' }] } });
  await db.reports.add({ at: NOW, userId: 'user-1', outcome: { kind: 'refused', status: 404, message: 'This test is no longer in your cart.' } });
  // Another account's report, from before: not this customer's to read.
  await db.reports.add({ at: NOW, userId: 'user-2', outcome: { kind: 'sent', edit: 'remove', productName: 'Someone else\'s test', notices: [] } });
  // The cart's refresh reads the server: answered as a server that has no such cart would.
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify({ message: 'gone' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
  });

  const cart = await import('./cart-store');
  await cart.startCart();

  assert.deepEqual(asked, ['/api/order/get/cart-w'], 'the cart the worker made is the page\'s cart now');
  const session = await db.handoff.get('session');
  assert.ok(session?.id === 'session' && session.account);
  assert.equal(session.account.accessToken, 'token-1');
  assert.ok(session.account.keepUntil > NOW && session.account.keepUntil <= Date.now() + TAB_SESSION_KEEP_MS, 'a tab-only session is kept for the idle logout\'s time');

  const reports = shown.filter((notice) => notice.message.startsWith('While labstore was closed'));
  assert.equal(reports.length, 1);
  assert.equal(reports[0]?.type, 'block', 'a refusal waits to be closed');
  assert.equal(reports[0]?.contact, true, 'and offers Contact Support (spec/02 2.9)');
  assert.match(reports[0]?.message ?? '', /Uric Acid has been added to your cart\.\n.*\nThis test is no longer in your cart\.$/);
  assert.equal(await db.reports.count(), 0, 'told once: gone from the device');
  assert.equal(shown.filter((notice) => notice.message.includes('Someone else')).length, 0, 'another account\'s report is not told');

  await cart.forgetOnSignOut();
  assert.equal(await db.handoff.count(), 0, 'the worker\'s credential and order id go with the session');
  assert.equal(localStorage.getItem('orderInfo'), null);
});
