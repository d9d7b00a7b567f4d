import { test } from 'vitest';
import assert from 'node:assert/strict';
import { isZip, zipField, zipSchema } from './zip';

const messagesOf = (value: unknown): string[] =>
  zipSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test('exactly five digits: "5 digit zip code required."', () => {
  assert.deepEqual(messagesOf('46204'), []);
  assert.deepEqual(messagesOf(''), ['5 digit zip code required.']);
  assert.deepEqual(messagesOf(undefined), ['5 digit zip code required.']);
  assert.deepEqual(messagesOf('4620'), ['5 digit zip code required.']);
  assert.deepEqual(messagesOf('462041'), ['5 digit zip code required.']);
  assert.deepEqual(messagesOf('4620a'), ['5 digit zip code required.']);
  assert.deepEqual(messagesOf('46204-1234'), ['5 digit zip code required.']);
  assert.equal(isZip('00501'), true);
});

test('the profile words a missing zip its own way', () => {
  const profileZip = zipField('Please choose a zip code.');
  assert.deepEqual(profileZip.safeParse('').error?.issues.map((issue) => issue.message), ['Please choose a zip code.']);
  assert.deepEqual(profileZip.safeParse('123').error?.issues.map((issue) => issue.message), ['5 digit zip code required.']);
});
