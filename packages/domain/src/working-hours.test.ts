import assert from 'node:assert/strict';
import { test } from 'vitest';
import { formatWorkingHours, parseWorkingHours } from './working-hours';

test("the partner's spelling reads into days, hours and a pause", () => {
  assert.deepEqual(parseWorkingHours('Mon-Fri: 08:00 AM-04:00 PM (closed 12:00-12:30 PM)'), [
    {
      days: [{ first: 1, last: 5 }],
      hours: { from: { hour: 8, minute: 0 }, to: { hour: 16, minute: 0 } },
      closedDuring: { from: { hour: 12, minute: 0 }, to: { hour: 12, minute: 30 } },
    },
  ]);
  assert.deepEqual(parseWorkingHours('Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM')?.[1], {
    days: [{ first: 6, last: 6 }],
    hours: { from: { hour: 8, minute: 0 }, to: { hour: 12, minute: 0 } },
    closedDuring: undefined,
  });
});

test("the API's English spelling reads the same", () => {
  const partner = 'Mon-Fri: 07:30 AM-04:00 PM; Sat: 07:00 AM-11:00 AM';
  assert.deepEqual(parseWorkingHours('Mon–Fri: 7:30 AM – 4:00 PM\nSat: 7:00 AM – 11:00 AM'), parseWorkingHours(partner));
});

test('am/pm written once belongs to both ends, unless the range would end before it starts', () => {
  assert.deepEqual(parseWorkingHours('Sat: 12:00-12:30 PM')?.[0]?.hours, { from: { hour: 12, minute: 0 }, to: { hour: 12, minute: 30 } });
  assert.deepEqual(parseWorkingHours('Sat: 11:30-12:30 PM')?.[0]?.hours, { from: { hour: 11, minute: 30 }, to: { hour: 12, minute: 30 } });
  assert.deepEqual(parseWorkingHours('Sat: 12:00 AM-6:00')?.[0]?.hours, { from: { hour: 0, minute: 0 }, to: { hour: 6, minute: 0 } });
  assert.deepEqual(parseWorkingHours('Sun: 10:00-14:00')?.[0]?.hours, { from: { hour: 10, minute: 0 }, to: { hour: 14, minute: 0 } });
});

test('lists of days', () => {
  assert.deepEqual(parseWorkingHours('Mon, Wed-Thu: 9:00 AM-1:00 PM')?.[0]?.days, [
    { first: 1, last: 1 },
    { first: 3, last: 4 },
  ]);
});

test('text that is not the hours format is not read, not even in part', () => {
  for (const text of ['', 'By appointment only', 'Mon-Fri: 7:00 AM-4:00 PM; call ahead', 'Mon-Fri: 13:00 PM-4:00 PM', 'Mon-Fri: 7:75 AM-4:00 PM', 'Mo-Fr: 7:00 AM-4:00 PM', 'Mon-Fri: 7 AM-4 PM', 'Mon-Fri: 8:00 AM-4:00 PM (closed lunch)']) {
    assert.equal(parseWorkingHours(text), undefined, text);
  }
});

test('English keeps the display spelling: a group a line, en dashes, no leading zero', () => {
  const hours = parseWorkingHours('Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM (closed 10:00-10:15 AM)');
  assert.ok(hours);
  assert.equal(formatWorkingHours(hours, 'en'), 'Mon–Fri: 7:00 AM – 3:30 PM\nSat: 8:00 AM – 12:00 PM (closed 10:00 AM – 10:15 AM)');
});

test('Spanish names the days and the clock in Spanish', () => {
  const hours = parseWorkingHours('Mon-Fri: 08:00 AM-04:00 PM (closed 12:00-12:30 PM); Sat: 07:00 AM-11:00 AM; Sun, Wed: 9:00 AM-1:00 PM');
  assert.ok(hours);
  assert.equal(formatWorkingHours(hours, 'es'), 'lun–vie: 8:00 a.m. – 4:00 p.m. (cerrado 12:00 p.m. – 12:30 p.m.)\nsáb: 7:00 a.m. – 11:00 a.m.\ndom, mié: 9:00 a.m. – 1:00 p.m.');
});
