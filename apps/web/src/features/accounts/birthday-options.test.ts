import { test } from 'vitest';
import assert from 'node:assert/strict';
import { birthdayChoices, birthdayText, reconcileBirthday } from './birthday-options';

const today = { year: 2026, month: 5, day: 20 };
const none = { month: '', day: '', year: '' };

test('100 years, newest first, from this year minus 18', () => {
  const { years } = birthdayChoices(none, today);
  assert.equal(years.length, 100);
  assert.equal(years[0], 2008);
  assert.equal(years.at(-1), 1909);
});

test('in the minimum-age year only months up to the current one are offered', () => {
  assert.deepEqual(birthdayChoices({ ...none, year: '2008' }, today).months, [1, 2, 3, 4, 5]);
  assert.equal(birthdayChoices({ ...none, year: '2007' }, today).months.length, 12);
  assert.equal(birthdayChoices(none, today).months.length, 12);
});

test('days follow the month, with leap years', () => {
  assert.equal(birthdayChoices({ ...none, month: '4' }, today).days.length, 30);
  assert.equal(birthdayChoices({ ...none, month: '2', year: '2001' }, today).days.length, 28);
  assert.equal(birthdayChoices({ ...none, month: '2', year: '2000' }, today).days.length, 29);
  assert.equal(birthdayChoices({ ...none, month: '2' }, today).days.length, 29, 'no year yet: 29 February stays');
  assert.equal(birthdayChoices(none, today).days.length, 31);
});

test('a choice no longer offered is dropped', () => {
  assert.deepEqual(reconcileBirthday({ month: '2', day: '29', year: '2001' }, today), { month: '2', day: '', year: '2001' });
  assert.deepEqual(reconcileBirthday({ month: '9', day: '30', year: '2008' }, today), { month: '', day: '30', year: '2008' });
  assert.deepEqual(reconcileBirthday({ month: '4', day: '31', year: '' }, today), { month: '4', day: '', year: '' });
  const valid = { month: '3', day: '15', year: '1990' };
  assert.equal(reconcileBirthday(valid, today), valid);
});

test('the registration date is MM-dd-yyyy once all three are chosen', () => {
  assert.equal(birthdayText({ month: '3', day: '7', year: '1990' }), '03-07-1990');
  assert.equal(birthdayText({ month: '3', day: '', year: '1990' }), '');
});
