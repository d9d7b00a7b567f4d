import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import type { Cart, Notice } from '@labstore/domain';
import type { OrderHandoff } from './cart-records';
import { openCartDb } from './cart-db';
import type { CartStorage } from './cart-storage';
import { createDexieCartStorage } from './cart-storage-dexie';
import { createIdbCartStorage, openWorkerCartDb } from './cart-storage-idb';
import { outcomeNotice } from './cart-report';
import { createCartSync, MAX_SERVER_FAILURES, type CartSync } from './cart-sync';
import { cartOf, createTestServer, itemOf, product, type TestServer } from './cart-test-server';

// One replay, two storages (cart-storage.ts): every case runs over the
// page's (Dexie, the order id in localStorage) and the service worker's
// (idb, the order id in the database), which must behave the same.

interface Harness {
  sync: CartSync;
  server: TestServer;
  notices: Notice[];
  retries: number[];
  /** The stored order id, as this storage reads it. */
  orderId(): Promise<string | null>;
  /** A second page (or worker) over the same database: a reload, another tab. */
  reopen(): Promise<CartSync>;
}

let databases = 0;

type Adapter = 'page' | 'worker';

/** Opens the adapter's storage over database `name`, made by the page's Dexie schema as in the app. */
async function openStorage(adapter: Adapter, name: string, stored: { orderId: string | null }): Promise<CartStorage> {
  const db = openCartDb(name);
  await db.open();
  if (adapter === 'page') {
    return createDexieCartStorage(db, { read: () => stored.orderId, write: (info) => void (stored.orderId = info?.orderId ?? null) });
  }
  db.close();
  const workerDb = await openWorkerCartDb(name);
  assert.ok(workerDb, 'the worker opens the database the page made');
  return createIdbCartStorage(workerDb);
}

async function harness(adapter: Adapter, startOrderId: string | null = null): Promise<Harness> {
  const name = `cart-test-${++databases}`;
  const server = createTestServer();
  const notices: Notice[] = [];
  const retries: number[] = [];
  const stored = { orderId: startOrderId };
  if (startOrderId !== null) {
    // The worker reads the order id the page mirrored into the database.
    const db = openCartDb(name);
    const mirrored: OrderHandoff = { id: 'order', orderId: startOrderId, orderNumber: null, byWorker: false };
    await db.handoff.put(mirrored);
    db.close();
  }
  let keys = 0;
  let storage: CartStorage | undefined;
  const open = async () => {
    storage = await openStorage(adapter, name, stored);
    return createCartSync({
      storage,
      send: (request, key) => server.send(request, key),
      fetchCart: (orderId) => server.fetchCart(orderId),
      report: (outcome) => {
        const notice = outcomeNotice(outcome);
        if (notice) notices.push(notice);
      },
      newKey: () => `key-${++keys}`,
      now: () => 1_700_000_000_000 + keys,
      exclusive: (run) => run(),
      retryLater: (ms) => retries.push(ms),
    });
  };
  const sync = await open();
  return { sync, server, notices, retries, orderId: () => storage?.orderId() ?? Promise.resolve(null), reopen: open };
}

const productIds = (cart: Cart | null) => cart?.items.map((item) => item.product.id) ?? [];

describe.each<Adapter>(['page', 'worker'])('the replay over the %s\'s storage', (adapter) => {
  test('edits are sent in the order they were made, each with the key made when it was queued', async () => {
    const h = await harness(adapter);
    h.server.unreachable = 3;
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    await h.sync.enqueue({ kind: 'add', product: product('b'), eligibility: null });
    await h.sync.idle();
    await h.sync.enqueue({ kind: 'remove', itemId: null, productId: 'a', productName: 'Test a' });
    await h.sync.idle();
    assert.equal(h.server.received.length, 0, 'nothing reached the server while it was unreachable');
    assert.deepEqual(h.sync.state.get().entries.map((entry) => entry.key), ['key-1', 'key-2', 'key-3']);

    assert.equal(await h.sync.replay(), true);
    assert.deepEqual(
      h.server.received.map(({ request, key }) => [request.method, request.url, request.body?.productId ?? null, key]),
      [
        ['POST', '/api/order/add', 'a', 'key-1'],
        ['POST', '/api/order/add', 'b', 'key-2'],
        ['DELETE', '/api/order/cart-1/item/item-a', null, 'key-3'],
      ],
    );
    assert.deepEqual(h.server.productsOf('cart-1'), ['b']);
    assert.deepEqual(productIds(h.sync.state.get().cart), ['b']);
    assert.equal(await h.orderId(), 'cart-1');
  });

  test('the first add makes the cart and the adds queued behind it go to that cart', async () => {
    const h = await harness(adapter);
    h.server.unreachable = 1;
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    await h.sync.enqueue({ kind: 'add', product: product('b'), eligibility: null });
    await h.sync.idle();
    await h.sync.replay();
    assert.deepEqual(h.server.received.map(({ request }) => request.body?.orderId ?? null), [null, 'cart-1']);
  });

  test('an answer lost on the way back is asked again with the same key and applied once', async () => {
    const h = await harness(adapter);
    h.server.answersLost = 1;
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    assert.equal(h.sync.state.get().entries.length, 1, 'the edit waits: its answer never came');
    assert.deepEqual(h.retries, [2000]);

    assert.equal(await h.sync.replay(), true);
    assert.deepEqual(h.server.received.map(({ key }) => key), ['key-1', 'key-1']);
    assert.deepEqual(h.server.received[0]?.request, h.server.received[1]?.request, 'the repeat is the same request');
    assert.deepEqual(h.server.productsOf('cart-1'), ['a']);
    assert.deepEqual(h.notices, [{ type: 'success', message: 'Test a has been added to your cart.' }]);
  });

  test('a repeat resends the request it first sent, even when the cart moved on meanwhile', async () => {
    const h = await harness(adapter, 'cart-1');
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    h.server.answersLost = 1;
    await h.sync.enqueue({ kind: 'remove', itemId: null, productId: 'a', productName: 'Test a' });
    await h.sync.idle();
    // The removal reached the server; then another page's answer settles an empty cart here.
    await h.sync.settle(cartOf('cart-1', []));
    assert.equal(await h.sync.replay(), true);
    const removals = h.server.received.filter(({ request }) => request.method === 'DELETE');
    assert.deepEqual(removals.map(({ request, key }) => [request.url, key]), [
      ['/api/order/cart-1/item/item-a', 'key-2'],
      ['/api/order/cart-1/item/item-a', 'key-2'],
    ]);
    assert.deepEqual(h.notices.filter((notice) => notice.type === 'block'), []);
  });

  test('the outbox and the last cart survive a reload', async () => {
    const h = await harness(adapter);
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    h.server.unreachable = 1;
    await h.sync.enqueue({ kind: 'add', product: product('b'), eligibility: null });
    await h.sync.idle();

    const reloaded = await h.reopen();
    await reloaded.load();
    assert.deepEqual(productIds(reloaded.state.get().cart), ['a']);
    assert.deepEqual(reloaded.state.get().entries.map((entry) => [entry.key, entry.edit.kind]), [['key-2', 'add']]);
    assert.equal(await reloaded.replay(), true);
    assert.deepEqual(h.server.productsOf('cart-1'), ['a', 'b']);
  });

  test('a refusal drops the edit, says the server\'s words as a block and settles on the server\'s cart', async () => {
    const h = await harness(adapter);
    const refusal = 'This test is already included in a panel in your cart and can not be added individually.';
    h.server.refuse.set('b', refusal);
    h.server.unreachable = 3;
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    await h.sync.enqueue({ kind: 'add', product: product('b'), eligibility: null });
    await h.sync.idle();
    await h.sync.enqueue({ kind: 'add', product: product('c'), eligibility: null });
    await h.sync.idle();
    assert.equal(h.sync.state.get().entries.length, 3);

    assert.equal(await h.sync.replay(), true);
    assert.deepEqual(h.server.productsOf('cart-1'), ['a', 'c']);
    assert.deepEqual(productIds(h.sync.state.get().cart), ['a', 'c']);
    assert.deepEqual(h.notices, [
      { type: 'success', message: 'Test a has been added to your cart.' },
      { type: 'block', message: refusal },
      { type: 'success', message: 'Test c has been added to your cart.' },
    ]);
  });

  test('a repeat still running on the server (409 with Retry-After) is tried again after the time asked', async () => {
    const h = await harness(adapter);
    h.server.busy = 1;
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    assert.deepEqual(h.retries, [1000]);
    assert.equal(h.sync.state.get().entries.length, 1);
    assert.deepEqual(h.notices, []);
    assert.equal(await h.sync.replay(), true);
    assert.deepEqual(h.server.productsOf('cart-1'), ['a']);
  });

  test('server errors are retried with growing waits, and the edit is given up after a few', async () => {
    const h = await harness(adapter);
    h.server.failing = MAX_SERVER_FAILURES;
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    assert.equal(await h.sync.replay(), false);
    assert.deepEqual(h.retries, [2000, 4000]);
    assert.deepEqual(h.notices, []);
    assert.equal(await h.sync.replay(), true, 'the third failure gives the edit up');
    assert.deepEqual(h.server.received.map(({ key }) => key), ['key-1', 'key-1', 'key-1']);
    assert.deepEqual(h.notices, [{ type: 'block', message: 'An error has occurred.' }]);
    assert.deepEqual(h.server.productsOf('cart-1'), []);
  });

  test('a remove or clear with no cart to change is dropped without a request', async () => {
    const h = await harness(adapter);
    await h.sync.enqueue({ kind: 'clear' });
    await h.sync.idle();
    await h.sync.enqueue({ kind: 'remove', itemId: null, productId: 'a', productName: 'Test a' });
    await h.sync.idle();
    assert.equal(await h.sync.replay(), true);
    assert.deepEqual(h.server.received, []);
  });

  test('a remove of a cart the server no longer has says so and forgets the cart', async () => {
    const h = await harness(adapter, 'gone');
    await h.sync.settle(cartOf('gone', ['a']));
    await h.sync.enqueue({ kind: 'remove', itemId: itemOf('a').id, productId: 'a', productName: 'Test a' });
    await h.sync.idle();
    assert.equal(await h.sync.replay(), true);
    assert.deepEqual(h.notices, [{ type: 'block', message: 'We could not find this cart. It may have been emptied or submitted.' }]);
    assert.equal(h.sync.state.get().cart, null);
    assert.equal(await h.orderId(), null);
  });

  test('a submitted cart is not kept as the cart', async () => {
    const h = await harness(adapter, 'cart-1');
    await h.sync.settle(cartOf('cart-1', ['a'], 2));
    assert.equal(h.sync.state.get().cart, null);
    assert.equal(await h.orderId(), null);
  });

  test('refresh takes the server\'s cart and its notices; not reaching the server keeps the last one', async () => {
    const h = await harness(adapter);
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    h.server.fetchCart = async () => ({ ...cartOf('cart-1', []), notices: [{ type: 'block', message: 'removed' }] });
    assert.deepEqual(productIds(await h.sync.refresh()), []);
    assert.deepEqual(h.notices.at(-1), { type: 'block', message: 'removed' });

    await h.sync.settle(cartOf('cart-1', ['a']));
    h.server.fetchCart = async () => Promise.reject(new (await import('../../lib/api-error')).ApiError(0, 'offline', undefined));
    assert.equal(await h.sync.refresh(), null);
    assert.deepEqual(productIds(h.sync.state.get().cart), ['a']);
    assert.equal(await h.orderId(), 'cart-1');
  });

  test('forget empties the outbox, the snapshot and the stored order id', async () => {
    const h = await harness(adapter);
    await h.sync.enqueue({ kind: 'add', product: product('a'), eligibility: null });
    await h.sync.idle();
    h.server.unreachable = 1;
    await h.sync.enqueue({ kind: 'add', product: product('b'), eligibility: null });
    await h.sync.idle();
    await h.sync.forget();
    const reloaded = await h.reopen();
    await reloaded.load();
    assert.deepEqual(reloaded.state.get().entries, []);
    assert.equal(reloaded.state.get().cart, null);
    assert.equal(await h.orderId(), null);
  });

  test('edits queued while a replay runs are sent by that replay, in order', async () => {
    const h = await harness(adapter);
    const adds = ['a', 'b', 'c', 'd', 'e'].map((id) => h.sync.enqueue({ kind: 'add', product: product(id), eligibility: null }));
    await Promise.all(adds);
    await h.sync.idle();
    assert.equal(await h.sync.replay(), true);
    assert.deepEqual(h.server.productsOf('cart-1'), ['a', 'b', 'c', 'd', 'e']);
    assert.equal(new Set(h.server.received.map(({ key }) => key)).size, h.server.received.length, 'no key sent twice');
  });
});
