import assert from 'node:assert/strict';
import { test } from 'vitest';
import { bumpedExpiryMonth, currentYearMonth, expiryYears, isExpired } from './card-expiry';

const NOW = { year: 2026, month: 11 };

test('the current month and year are read from the date (months count from 1)', () => {
  assert.deepEqual(currentYearMonth(new Date(2026, 0, 31)), { year: 2026, month: 1 });
  assert.deepEqual(currentYearMonth(new Date(2026, 10, 23)), NOW);
});

test('years run from the current one through the next 9', () => {
  assert.deepEqual(expiryYears(NOW), [2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
});

test('choosing the current year bumps an earlier month up to the current one', () => {
  assert.equal(bumpedExpiryMonth({ year: 2026, month: 3 }, NOW), 11);
  assert.equal(bumpedExpiryMonth({ year: 2026, month: 11 }, NOW), 11);
  assert.equal(bumpedExpiryMonth({ year: 2026, month: 12 }, NOW), 12);
});

test('a later year keeps any month', () => {
  assert.equal(bumpedExpiryMonth({ year: 2027, month: 1 }, NOW), 1);
});

test('a card expires after its expiry month', () => {
  assert.equal(isExpired({ year: 2026, month: 11 }, NOW), false);
  assert.equal(isExpired({ year: 2026, month: 10 }, NOW), true);
  assert.equal(isExpired({ year: 2025, month: 12 }, NOW), true);
  assert.equal(isExpired({ year: 2027, month: 1 }, NOW), false);
});
