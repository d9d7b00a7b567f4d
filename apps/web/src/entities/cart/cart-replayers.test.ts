import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { test } from 'vitest';
import type { Cart } from '@labstore/domain';
import type { CartAnswer } from './cart-calls';
import type { CartRequest } from './cart-edits';
import { openCartDb, SNAPSHOT_ID, type CartDb } from './cart-db';
import { createDexieCartStorage } from './cart-storage-dexie';
import { createIdbCartStorage, openWorkerCartDb } from './cart-storage-idb';
import { createCartSync, type CartSync } from './cart-sync';
import { cartOf, createTestServer, product, type TestServer } from './cart-test-server';

// The page and the service worker replay one outbox (DESIGN.md "Offline and
// background sync"): whichever sends an edit, it is sent once, under the
// key it was queued with, and what one learned (the cart's id, its lines)
// the other takes up.

let databases = 0;

/** A lock like the Web Lock both take (outbox-lock.ts): one holder at a time, the others wait their turn. */
function sharedLock(): <T>(run: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const turn = tail.then(run);
    tail = turn.catch(() => undefined);
    return turn;
  };
}

/** The server, answering after a pause so that two replays overlap. */
function slowServer(server: TestServer): (request: CartRequest, key: string) => Promise<CartAnswer> {
  return async (request, key) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return server.send(request, key);
  };
}

interface Pair {
  name: string;
  pageDb: CartDb;
  page: CartSync;
  worker: CartSync;
  stored: { orderId: string | null };
}

async function pageAndWorker(server: TestServer, exclusive: <T>(run: () => Promise<T>) => Promise<T>): Promise<Pair> {
  const name = `cart-replayers-${++databases}`;
  const pageDb = openCartDb(name);
  await pageDb.open();
  const workerDb = await openWorkerCartDb(name);
  assert.ok(workerDb);
  const stored = { orderId: null as string | null };
  let keys = 0;
  const common = {
    send: slowServer(server),
    fetchCart: (orderId: string) => server.fetchCart(orderId),
    report: () => undefined,
    newKey: () => `key-${++keys}`,
    now: () => Date.now(),
    exclusive,
    retryLater: () => undefined,
  };
  const page = createCartSync({ ...common, storage: createDexieCartStorage(pageDb, { read: () => stored.orderId, write: (info) => void (stored.orderId = info?.orderId ?? null) }) });
  const worker = createCartSync({ ...common, storage: createIdbCartStorage(workerDb) });
  return { name, pageDb, page, worker, stored };
}

/** Queues edits on the page with the network down, as a customer does offline. */
async function queueOffline(pair: Pair, server: TestServer, ids: readonly string[]): Promise<void> {
  server.unreachable = ids.length;
  for (const id of ids) {
    await pair.page.enqueue({ kind: 'add', product: product(id), eligibility: null });
    await pair.page.idle();
  }
  assert.equal(server.received.length, 0);
}

test('the page and the worker replaying at once send each edit once, in order, under its own key', async () => {
  const server = createTestServer();
  const pair = await pageAndWorker(server, sharedLock());
  await queueOffline(pair, server, ['a', 'b', 'c', 'd', 'e']);

  const [pageEmptied, workerEmptied] = await Promise.all([pair.page.replay(), pair.worker.replay()]);
  assert.equal(pageEmptied, true);
  assert.equal(workerEmptied, true);
  assert.deepEqual(
    server.received.map(({ key }) => key),
    ['key-1', 'key-2', 'key-3', 'key-4', 'key-5'],
    'every key reached the server once',
  );
  assert.deepEqual(server.productsOf('cart-1'), ['a', 'b', 'c', 'd', 'e']);
  assert.equal(await pair.pageDb.outbox.count(), 0);
});

test('without the shared lock both would send the same edit: the lock is what keeps it once', async () => {
  const server = createTestServer();
  const pair = await pageAndWorker(server, (run) => run());
  await queueOffline(pair, server, ['a', 'b']);
  await Promise.all([pair.page.replay(), pair.worker.replay()]);
  const keys = server.received.map(({ key }) => key);
  assert.notEqual(new Set(keys).size, keys.length, 'a key went twice: the race the lock prevents');
});

test('a cart the worker made with no page open becomes the page\'s stored cart, and later edits go to it', async () => {
  const server = createTestServer();
  const pair = await pageAndWorker(server, sharedLock());
  await queueOffline(pair, server, ['a']);
  assert.equal(await pair.worker.replay(), true);
  assert.equal(pair.stored.orderId, null, 'localStorage is the page\'s: the worker cannot write it');

  // The next page: the worker's cart id is taken into the page's order info.
  await pair.page.load();
  await pair.page.enqueue({ kind: 'add', product: product('b'), eligibility: null });
  await pair.page.idle();
  assert.equal(pair.stored.orderId, 'cart-1');
  assert.deepEqual(server.received.map(({ request }) => request.body?.orderId ?? null), [null, 'cart-1']);
  assert.deepEqual(server.productsOf('cart-1'), ['a', 'b']);
});

test('a cart the worker kept is checked whole by the page before it is shown; one that does not pass is dropped', async () => {
  const server = createTestServer();
  const pair = await pageAndWorker(server, sharedLock());
  await queueOffline(pair, server, ['a']);
  await pair.worker.replay();
  assert.equal((await pair.pageDb.snapshot.get(SNAPSHOT_ID))?.byWorker, true);
  await pair.page.load();
  assert.deepEqual(pair.page.state.get().cart?.items.map((item) => item.product.id), ['a']);

  // The worker checks only what the replay reads; a cart without its summary passes there, not here.
  const broken: Cart = cartOf('cart-1', ['a']);
  await pair.pageDb.snapshot.put({ id: SNAPSHOT_ID, cart: { ...broken, summary: undefined } as unknown as Cart, byWorker: true });
  await pair.page.load();
  assert.equal(pair.page.state.get().cart, null);
  assert.equal(await pair.pageDb.snapshot.get(SNAPSHOT_ID), undefined);
});
