import { test } from 'vitest';
import assert from 'node:assert/strict';
import {
  ageOn,
  birthYearOptions,
  isAtLeastAge,
  monthOptions,
  profileBirthDateSchema,
  registrationBirthDateSchema,
} from './birthday';

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

test('exactly 18 today is old enough; 18 tomorrow is not', () => {
  const today = day(2024, 6, 12);
  assert.equal(isAtLeastAge(day(2006, 6, 12), today), true);
  assert.equal(isAtLeastAge(day(2006, 6, 13), today), false);
  assert.equal(isAtLeastAge(day(2006, 6, 11), today), true);
  assert.equal(ageOn(day(2006, 6, 13), today), 17);
  assert.equal(ageOn(day(2006, 6, 12), today), 18);
});

test('born 29 February: 18 on 1 March in a non-leap year', () => {
  const birth = day(2008, 2, 29);
  assert.equal(isAtLeastAge(birth, day(2026, 2, 28)), false);
  assert.equal(isAtLeastAge(birth, day(2026, 3, 1)), true);
  assert.equal(isAtLeastAge(day(2004, 2, 29), day(2022, 2, 28)), false);
  assert.equal(isAtLeastAge(day(2004, 2, 29), day(2022, 3, 1)), true);
  // In a leap year the birthday itself exists.
  assert.equal(ageOn(day(2004, 2, 29), day(2024, 2, 28)), 19);
  assert.equal(ageOn(day(2004, 2, 29), day(2024, 2, 29)), 20);
});

test('a hundred birth years counting back from the current year minus 18', () => {
  const years = birthYearOptions(day(2025, 7, 1));
  assert.equal(years.length, 100);
  assert.equal(years[0], 2007);
  assert.equal(years[99], 1908);
});

test('months stop at the current month in the minimum-age year only', () => {
  const today = day(2025, 7, 1);
  assert.deepEqual(monthOptions(2007, today), [1, 2, 3, 4, 5, 6, 7]);
  assert.equal(monthOptions(2006, today).length, 12);
  assert.deepEqual(monthOptions(2007, day(2025, 1, 31)), [1]);
});

test('registration birthday: MM-dd-yyyy of someone at least 18', () => {
  const schema = registrationBirthDateSchema(() => day(2024, 6, 12));
  const messagesOf = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
  assert.deepEqual(messagesOf('06-12-2006'), []);
  assert.deepEqual(messagesOf('06-13-2006'), ['You must be at least 18 years old.']);
  assert.deepEqual(messagesOf(''), ['Please add a birthday.']);
  assert.deepEqual(messagesOf(undefined), ['Please add a birthday.']);
  assert.deepEqual(messagesOf('02-30-2000'), ['Please add a birthday.']);
  assert.deepEqual(messagesOf('2000-01-01'), ['Please add a birthday.']);
});

test('the clock is read at each parse', () => {
  let today = day(2024, 6, 12);
  const schema = registrationBirthDateSchema(() => today);
  assert.equal(schema.safeParse('06-13-2006').success, false);
  today = day(2024, 6, 13);
  assert.equal(schema.safeParse('06-13-2006').success, true);
});

test('profile birthday: an ISO date, midnight UTC allowed', () => {
  const messagesOf = (value: unknown) =>
    profileBirthDateSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
  assert.deepEqual(messagesOf('1990-05-07T00:00:00.000Z'), []);
  assert.deepEqual(messagesOf('1990-05-07'), []);
  assert.deepEqual(messagesOf(''), ['Please choose a birthday.']);
  assert.deepEqual(messagesOf(null), ['Please choose a birthday.']);
});
