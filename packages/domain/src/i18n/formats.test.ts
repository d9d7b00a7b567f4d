import assert from 'node:assert/strict';
import { test } from 'vitest';
import { formatDate, formatNumber, formatPercent, formatTimeOfDay, formatWeekday, intlLocale } from './formats';

test('each site language has its US locale', () => {
  assert.equal(intlLocale('en'), 'en-US');
  assert.equal(intlLocale('es'), 'es-US');
});

test('numbers group thousands with a comma in both languages, as US readers expect', () => {
  assert.equal(formatNumber(29937, 'en'), '29,937');
  assert.equal(formatNumber(29937, 'es'), '29,937');
  assert.equal(formatNumber(1234, 'es'), '1,234');
  assert.equal(formatNumber(1.25, 'en', { maximumFractionDigits: 1 }), '1.3');
  assert.equal(formatNumber(1.2, 'es', { maximumFractionDigits: 1 }), '1.2');
  assert.equal(formatNumber(46, 'es', { maximumFractionDigits: 1 }), '46');
});

test('percentages', () => {
  assert.equal(formatPercent(10, 'en'), '10%');
  assert.equal(formatPercent(12.5, 'en'), '12.5%');
  assert.equal(formatPercent(12.5, 'es'), '12.5%');
});

test('dates: month/day/year in English (spec/02 5), the month named in Spanish', () => {
  assert.equal(formatDate({ year: 1980, month: 4, day: 9 }, 'en'), '04/09/1980');
  assert.equal(formatDate({ year: 1980, month: 4, day: 9 }, 'es'), '9 abr 1980');
  assert.equal(formatDate({ year: 2024, month: 12, day: 31 }, 'en'), '12/31/2024');
});

test('an instant is dated where the reader is', () => {
  const noon = new Date('2026-03-07T12:00:00.000Z');
  const local = { year: noon.getFullYear(), month: noon.getMonth() + 1, day: noon.getDate() };
  assert.equal(formatDate(noon, 'en'), formatDate(local, 'en'));
  assert.equal(formatDate(noon, 'es'), formatDate(local, 'es'));
});

test('times of day and weekdays', () => {
  assert.equal(formatTimeOfDay({ hour: 7, minute: 30 }, 'en'), '7:30 AM');
  assert.equal(formatTimeOfDay({ hour: 16, minute: 0 }, 'en'), '4:00 PM');
  assert.equal(formatTimeOfDay({ hour: 12, minute: 0 }, 'en'), '12:00 PM');
  assert.equal(formatTimeOfDay({ hour: 7, minute: 30 }, 'es'), '7:30 a.m.');
  assert.equal(formatTimeOfDay({ hour: 16, minute: 0 }, 'es'), '4:00 p.m.');
  assert.deepEqual(
    ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => formatWeekday(day, 'en')),
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  );
  assert.deepEqual(
    ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => formatWeekday(day, 'es')),
    ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'],
  );
});
