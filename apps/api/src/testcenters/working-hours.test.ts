import assert from 'node:assert/strict';
import { test } from 'vitest';
import { displayWorkingHours } from './working-hours';

test('each group of days on its own line, hours without a leading zero, ranges with an en dash', () => {
  assert.equal(displayWorkingHours('Mon-Fri: 07:00 AM-04:30 PM'), 'Mon–Fri: 7:00 AM – 4:30 PM');
  assert.equal(
    displayWorkingHours('Mon-Fri: 07:00 AM-03:30 PM; Sat: 08:00 AM-12:00 PM'),
    'Mon–Fri: 7:00 AM – 3:30 PM\nSat: 8:00 AM – 12:00 PM',
  );
  assert.equal(
    displayWorkingHours('Mon-Fri: 08:00 AM-04:00 PM (closed 12:00-12:30 PM)'),
    'Mon–Fri: 8:00 AM – 4:00 PM (closed 12:00 PM – 12:30 PM)',
  );
});

test('text in another shape passes through, its spacing tidied', () => {
  assert.equal(displayWorkingHours('  By appointment   only '), 'By appointment only');
  assert.equal(displayWorkingHours(''), '');
  assert.equal(displayWorkingHours('Mon: 10:00-14:00;;'), 'Mon: 10:00 AM – 2:00 PM');
  assert.equal(displayWorkingHours('Mon-Fri: 7-4; Sat:  closed'), 'Mon-Fri: 7-4\nSat: closed');
});
