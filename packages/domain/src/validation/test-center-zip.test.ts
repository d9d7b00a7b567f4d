import { test } from 'vitest';
import assert from 'node:assert/strict';
import { testCenterSearchSchema, testCenterZipSchema } from './test-center-zip';

const messagesOf = (value: unknown): string[] =>
  testCenterZipSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test('exactly five digits: "Zip must be 5 digits."', () => {
  assert.deepEqual(messagesOf('46204'), []);
  assert.deepEqual(messagesOf(''), ['Zip must be 5 digits.']);
  assert.deepEqual(messagesOf(undefined), ['Zip must be 5 digits.']);
  assert.deepEqual(messagesOf('4620'), ['Zip must be 5 digits.']);
  assert.deepEqual(messagesOf('462045'), ['Zip must be 5 digits.']);
});

test('pasted text is stripped to its digits', () => {
  assert.equal(testCenterZipSchema.parse(' 46 204 '), '46204');
  assert.deepEqual(testCenterSearchSchema.parse({ zip: 'zip: 46204' }), { zip: '46204' });
  assert.deepEqual(messagesOf('46204-1234'), ['Zip must be 5 digits.']);
});
