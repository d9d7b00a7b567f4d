import { test } from 'vitest';
import assert from 'node:assert/strict';
import {
  compareCalendarDates,
  daysInMonth,
  formatUsDate,
  isLeapYear,
  isValidCalendarDate,
  parseIsoDate,
  parseUsDate,
  todayCalendarDate,
  toIsoMidnightUtc,
} from './calendar-date';

test('leap years follow the Gregorian rule', () => {
  assert.deepEqual([1900, 2000, 2023, 2024, 2100].map(isLeapYear), [false, true, false, true, false]);
});

test('days in month, with February in leap years', () => {
  assert.equal(daysInMonth(2024, 2), 29);
  assert.equal(daysInMonth(2023, 2), 28);
  assert.equal(daysInMonth(2000, 2), 29);
  assert.equal(daysInMonth(1900, 2), 28);
  assert.equal(daysInMonth(2023, 4), 30);
  assert.equal(daysInMonth(2023, 12), 31);
  assert.equal(daysInMonth(2023, 13), 0);
});

test('valid calendar dates', () => {
  assert.equal(isValidCalendarDate({ year: 2024, month: 2, day: 29 }), true);
  assert.equal(isValidCalendarDate({ year: 2023, month: 2, day: 29 }), false);
  assert.equal(isValidCalendarDate({ year: 2023, month: 0, day: 1 }), false);
  assert.equal(isValidCalendarDate({ year: 2023, month: 1, day: 0 }), false);
});

test('comparison orders by year, month, day', () => {
  assert.ok(compareCalendarDates({ year: 2024, month: 1, day: 31 }, { year: 2024, month: 2, day: 1 }) < 0);
  assert.equal(compareCalendarDates({ year: 2024, month: 2, day: 1 }, { year: 2024, month: 2, day: 1 }), 0);
  assert.ok(compareCalendarDates({ year: 2025, month: 1, day: 1 }, { year: 2024, month: 12, day: 31 }) > 0);
});

test('today is read in the local zone', () => {
  assert.deepEqual(todayCalendarDate(new Date(2024, 1, 29, 23, 59)), { year: 2024, month: 2, day: 29 });
});

test('US dates (MM-dd-yyyy) round-trip and refuse impossible days', () => {
  assert.deepEqual(parseUsDate('02-29-2008'), { year: 2008, month: 2, day: 29 });
  assert.equal(parseUsDate('02-29-2007'), undefined);
  assert.equal(parseUsDate('13-01-2000'), undefined);
  assert.equal(parseUsDate('2000-01-01'), undefined);
  assert.equal(parseUsDate('1-2-2000'), undefined);
  assert.equal(formatUsDate({ year: 1990, month: 5, day: 7 }), '05-07-1990');
});

test('ISO dates, plain or at midnight UTC', () => {
  assert.deepEqual(parseIsoDate('1990-05-07'), { year: 1990, month: 5, day: 7 });
  assert.deepEqual(parseIsoDate('1990-05-07T00:00:00.000Z'), { year: 1990, month: 5, day: 7 });
  assert.deepEqual(parseIsoDate('1990-05-07T00:00:00Z'), { year: 1990, month: 5, day: 7 });
  assert.equal(parseIsoDate('1990-05-07T05:00:00.000Z'), undefined);
  assert.equal(parseIsoDate('1990-02-30'), undefined);
  assert.equal(toIsoMidnightUtc({ year: 1990, month: 5, day: 7 }), '1990-05-07T00:00:00.000Z');
});
