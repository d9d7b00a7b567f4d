import assert from 'node:assert/strict';
import { test } from 'vitest';
import { usBirthDate, usd } from './display';

test('decimal amounts read as dollars and cents', () => {
  assert.equal(usd(59), '$59.00');
  assert.equal(usd(1234.5), '$1,234.50');
  assert.equal(usd(0), '$0.00');
});

test('birth dates read month-day-year as the store writes them, with or without a time', () => {
  assert.equal(usBirthDate('1980-04-09'), '04-09-1980');
  assert.equal(usBirthDate('1980-04-09T00:00:00.000Z'), '04-09-1980');
  assert.equal(usBirthDate('not a date'), 'not a date');
});
