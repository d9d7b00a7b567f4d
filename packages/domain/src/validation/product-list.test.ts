import assert from 'node:assert/strict';
import { test } from 'vitest';
import { PRODUCT_ORDER_BY_MESSAGE, PRODUCT_SKIP_MESSAGE, PRODUCT_TOP_MESSAGE, productListQuerySchema } from './product-list';

test('paging defaults to the first page of 10 by search priority', () => {
  assert.deepEqual(productListQuerySchema.parse({}), { $skip: 0, $top: 10, $orderby: 'SearchPriority desc' });
  assert.deepEqual(productListQuerySchema.parse({ $skip: '20', $top: '100', $orderby: 'Name desc' }), { $skip: 20, $top: 100, $orderby: 'Name desc' });
});

test('bad paging values are refused with their own message', () => {
  for (const [query, message] of [
    [{ $top: '0' }, PRODUCT_TOP_MESSAGE],
    [{ $top: '101' }, PRODUCT_TOP_MESSAGE],
    [{ $top: 'ten' }, PRODUCT_TOP_MESSAGE],
    [{ $skip: '-1' }, PRODUCT_SKIP_MESSAGE],
    [{ $skip: '1.5' }, PRODUCT_SKIP_MESSAGE],
    [{ $orderby: 'Price' }, PRODUCT_ORDER_BY_MESSAGE],
  ] as const) {
    const result = productListQuerySchema.safeParse(query);
    assert.equal(result.success, false, JSON.stringify(query));
    assert.equal(result.error?.issues[0]?.message, message, JSON.stringify(query));
  }
});
