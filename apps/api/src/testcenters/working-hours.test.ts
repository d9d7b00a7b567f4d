import assert from 'node:assert/strict';
import { test } from 'vitest';
import { formatWorkingHours } from './working-hours';

test('each group of days on its own line, hours without a leading zero, ranges with an en dash', () => {
  assert.equal(formatWorkingHours('Mon-Fri: 07:00 AM-04:30 PM'), 'Mon–Fri: 7:00 AM – 4:30 PM');
  assert.equal(
    formatWorkingHours('Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM'),
    'Mon–Fri: 7:00 AM – 3:30 PM\nSat: 8:00 AM – 12:00 PM',
  );
  assert.equal(
    formatWorkingHours('Mon-Fri: 08:00 AM-04:00 PM (closed 12:00-12:30 PM)'),
    'Mon–Fri: 8:00 AM – 4:00 PM (closed 12:00 – 12:30 PM)',
  );
});

test('text in another shape passes through, its spacing tidied', () => {
  assert.equal(formatWorkingHours('  By appointment   only '), 'By appointment only');
  assert.equal(formatWorkingHours(''), '');
  assert.equal(formatWorkingHours('Mon: 10:00-14:00;;'), 'Mon: 10:00 – 14:00');
});
