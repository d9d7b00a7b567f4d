import assert from 'node:assert/strict';
import { ORDER_STATUS, type OrderHistoryList } from '@labstore/domain';
import { test } from 'vitest';
import { PENDING_ORDERS_REFRESH_MS, refreshIntervalOf } from './get-order-history';

const listOf = (...statuses: number[]) => ({ count: statuses.length, items: statuses.map((status) => ({ status })) }) as unknown as OrderHistoryList;

test('the history asks again while an order waits for its physician or its results, and not otherwise', () => {
  assert.equal(refreshIntervalOf(undefined), false);
  assert.equal(refreshIntervalOf(listOf(ORDER_STATUS.Completed, ORDER_STATUS.Canceled, ORDER_STATUS.Rejected)), false);
  assert.equal(refreshIntervalOf(listOf(ORDER_STATUS.Completed, ORDER_STATUS.Submitted)), PENDING_ORDERS_REFRESH_MS);
  assert.equal(refreshIntervalOf(listOf(ORDER_STATUS.InProgress)), PENDING_ORDERS_REFRESH_MS);
});
