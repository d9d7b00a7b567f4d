import assert from 'node:assert/strict';
import { test } from 'vitest';
import { passOrderId } from './pass-address';

// Issue 18: pass.html reads the order id from the address without the router (pass-start.ts).

test('a pass address gives its order id, with or without a trailing slash', () => {
  assert.equal(passOrderId('/pass/3f2b0c1e-1a2b-4c3d-8e9f-001122334455'), '3f2b0c1e-1a2b-4c3d-8e9f-001122334455');
  assert.equal(passOrderId('/pass/abc/'), 'abc');
});

test('anything else gives none, and the storefront starts', () => {
  for (const pathname of ['/', '/pass', '/pass/', '/pass/a/b', '/orders/abc', '/passport/abc']) assert.equal(passOrderId(pathname), null, pathname);
});
