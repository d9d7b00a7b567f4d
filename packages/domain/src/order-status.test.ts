import { orderStatusSchema } from './validation/codes';
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { canCancelOrder, canRemoveOrder, isWarningStatus, ORDER_STATUS, ORDER_STATUS_FILTER_ALL, ORDER_STATUS_LABELS, showsApprovalCountdown, statusesInFilter } from './order-status';

test('statuses carry the spec values and labels', () => {
  assert.deepEqual(Object.entries(ORDER_STATUS_LABELS), [
    ['1', 'Cart'],
    ['2', 'Submitted'],
    ['4', 'In Progress'],
    ['8', 'Completed'],
    ['16', 'Rejected'],
    ['32', 'Declined'],
    ['64', 'Canceled'],
    ['128', 'ExternalApiError'],
    ['256', 'NewRepeatOrder'],
  ]);
  assert.equal(ORDER_STATUS_FILTER_ALL, 255);
});

test('a multiple of 16 is a warning, other statuses are success', () => {
  assert.deepEqual(
    [1, 2, 4, 8, 16, 32, 64, 128, 256].filter(isWarningStatus),
    [16, 32, 64, 128, 256],
  );
});

test('the filter 255 selects every status, including 256', () => {
  assert.equal(statusesInFilter(255).length, 9);
  assert.deepEqual(statusesInFilter(62), [2, 4, 8, 16, 32]);
  assert.deepEqual(statusesInFilter(ORDER_STATUS.Cart), [1]);
  assert.deepEqual(statusesInFilter(0), []);
});

test('cancel, remove and countdown follow the status', () => {
  assert.deepEqual([1, 2, 4, 8, 16].filter(canCancelOrder), [2, 4]);
  assert.deepEqual([1, 2, 4, 8, 16, 32].filter(canRemoveOrder), [1, 16]);
  assert.equal(showsApprovalCountdown(ORDER_STATUS.InProgress), false);
  assert.equal(showsApprovalCountdown(ORDER_STATUS.Submitted), true);
});

test('the schema accepts only known statuses', () => {
  assert.equal(orderStatusSchema.safeParse(128).success, true);
  assert.equal(orderStatusSchema.safeParse(3).success, false);
  assert.equal(orderStatusSchema.safeParse(255).success, false);
});
