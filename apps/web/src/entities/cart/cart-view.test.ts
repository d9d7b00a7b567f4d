import assert from 'node:assert/strict';
import { test } from 'vitest';
import type { CartEdit, OutboxEntry } from './cart-edits';
import { cartLines } from './cart-view';
import { cartOf, product } from './cart-test-server';

const queued = (...edits: CartEdit[]): OutboxEntry[] => edits.map((edit, index) => ({ seq: index + 1, key: `k${index}`, queuedAt: index, edit, serverFailures: 0 }));
const ids = (lines: ReturnType<typeof cartLines>) => ({
  items: lines.items.map((item) => item.product.id),
  pending: lines.pendingAdds.map((pending) => pending.id),
  removing: [...lines.pendingRemovals],
  count: lines.count,
});

test('with nothing queued the lines are the server\'s', () => {
  assert.deepEqual(ids(cartLines(cartOf('c', ['a', 'b']), [])), { items: ['a', 'b'], pending: [], removing: [], count: 2 });
  assert.deepEqual(ids(cartLines(null, [])), { items: [], pending: [], removing: [], count: 0 });
});

test('queued adds show as waiting, once each, and not when the server has them already', () => {
  const entries = queued(
    { kind: 'add', product: product('b'), eligibility: null },
    { kind: 'add', product: product('b'), eligibility: null },
    { kind: 'add', product: product('a'), eligibility: null },
  );
  assert.deepEqual(ids(cartLines(cartOf('c', ['a']), entries)), { items: ['a'], pending: ['b'], removing: [], count: 2 });
});

test('a queued remove hides a server line or a waiting add', () => {
  const entries = queued(
    { kind: 'add', product: product('b'), eligibility: null },
    { kind: 'remove', itemId: 'item-a', productId: 'a', productName: 'Test a' },
    { kind: 'remove', itemId: null, productId: 'b', productName: 'Test b' },
  );
  assert.deepEqual(ids(cartLines(cartOf('c', ['a', 'c']), entries)), { items: ['c'], pending: [], removing: ['item-a'], count: 1 });
});

test('a queued clear hides everything before it, not what is added after it', () => {
  const entries = queued(
    { kind: 'add', product: product('b'), eligibility: null },
    { kind: 'clear' },
    { kind: 'add', product: product('d'), eligibility: null },
  );
  assert.deepEqual(ids(cartLines(cartOf('c', ['a']), entries)), { items: [], pending: ['d'], removing: ['item-a'], count: 1 });
});
