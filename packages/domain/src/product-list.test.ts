import assert from 'node:assert/strict';
import { test } from 'vitest';
import { PRODUCT_TYPE } from './catalogue';
import { DEFAULT_PRODUCT_ORDER_BY, PRODUCT_ORDER_BY, productTypeMatchesFlags } from './product-list';

test('a product type is in the flags when its bit is set', () => {
  assert.equal(productTypeMatchesFlags(PRODUCT_TYPE.Panel, 8), true);
  assert.equal(productTypeMatchesFlags(PRODUCT_TYPE.Panel, 8 | 1), true);
  assert.equal(productTypeMatchesFlags(PRODUCT_TYPE.Simple, 8), false);
  assert.equal(productTypeMatchesFlags(PRODUCT_TYPE.PhysicianConsult, 255), true);
  assert.equal(productTypeMatchesFlags(PRODUCT_TYPE.Reflex, 0), false);
});

test('the default order is one of the accepted orders', () => {
  assert.ok(PRODUCT_ORDER_BY.includes(DEFAULT_PRODUCT_ORDER_BY));
});
