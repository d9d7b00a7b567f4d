import { test } from 'vitest';
import assert from 'node:assert/strict';
import { formatUsd, fromCents, savingsCents, toCents } from './money';

test('decimal amounts become exact cents', () => {
  assert.equal(toCents(19.99), 1999);
  assert.equal(toCents(0.1 + 0.2), 30);
  assert.equal(toCents(28), 2800);
  assert.equal(toCents(0), 0);
  assert.equal(toCents(1234.5), 123450);
  assert.equal(toCents(30096051), 3009605100);
  assert.equal(toCents(4.35), 435); // 4.35 * 100 is 434.99999999999994
  assert.equal(toCents(1.15), 115); // 1.15 * 100 is 114.99999999999999
});

test('rounding is half away from zero on the decimal spelling', () => {
  assert.equal(toCents(1.005), 101);
  assert.equal(toCents(1.004), 100);
  assert.equal(toCents(2.675), 268);
  assert.equal(toCents(-2.675), -268);
  assert.equal(toCents(-1.004), -100);
  assert.equal(toCents(0.005), 1);
  assert.equal(toCents(-0.005), -1);
  assert.ok(Object.is(toCents(-0.001), 0));
  assert.equal(toCents(1e-7), 0);
  assert.equal(toCents(5e-3), 1);
  assert.equal(toCents(1.5e3), 150000);
});

test('amounts beyond safe cents are refused', () => {
  assert.throws(() => toCents(Number.NaN), RangeError);
  assert.throws(() => toCents(Number.POSITIVE_INFINITY), RangeError);
  assert.throws(() => toCents(1e21), RangeError);
});

test('cents become the API decimal amount', () => {
  assert.equal(fromCents(1999), 19.99);
  assert.equal(fromCents(-5), -0.05);
  assert.equal(JSON.stringify({ amount: fromCents(10) }), '{"amount":0.1}');
  assert.throws(() => fromCents(1.5), RangeError);
});

test('US dollars in English', () => {
  assert.equal(formatUsd(123450, 'en'), '$1,234.50');
  assert.equal(formatUsd(0, 'en'), '$0.00');
  assert.equal(formatUsd(5, 'en'), '$0.05');
  assert.equal(formatUsd(100000000, 'en'), '$1,000,000.00');
  assert.equal(formatUsd(-100, 'en'), '-$1.00');
  assert.equal(formatUsd(99999, 'en'), '$999.99');
  assert.equal(formatUsd(3009605100, 'en', { wholeDollars: true }), '$30,096,051');
});

test('US dollars in US Spanish read as in English: the same sign, separators and decimals', () => {
  assert.equal(formatUsd(2400, 'es'), '$24.00');
  assert.equal(formatUsd(123450, 'es'), '$1,234.50');
  assert.equal(formatUsd(-1950, 'es'), '-$19.50');
  assert.equal(formatUsd(3009605100, 'es', { wholeDollars: true }), '$30,096,051');
});

test('amounts too large for a binary fraction keep every cent', () => {
  assert.equal(formatUsd(Number.MAX_SAFE_INTEGER, 'en'), '$90,071,992,547,409.91');
  assert.equal(formatUsd(1005, 'en'), '$10.05');
  assert.throws(() => formatUsd(1.5, 'en'), RangeError);
});

test('savings are market minus price, never below zero', () => {
  assert.equal(savingsCents(8900, 2499), 6401);
  assert.equal(savingsCents(2499, 2499), 0);
  assert.equal(savingsCents(1000, 2499), 0);
});
