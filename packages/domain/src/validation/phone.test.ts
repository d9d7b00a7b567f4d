import { test } from 'vitest';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { atLeastOnePhone, hasAnyPhone, normalizePhone, phoneFieldsShape, phoneIssue, phoneSchema } from './phone';

const COUNTRY = 'Country codes not allowed. 10 digit phone numbers only.';
const DIGITS = '10 digit phone numbers only.';

const messagesOf = (value: unknown): string[] =>
  phoneSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test('exactly ten digits, not starting with 1', () => {
  assert.deepEqual(messagesOf('3175550100'), []);
  assert.deepEqual(messagesOf('1175550100'), [COUNTRY]);
  assert.deepEqual(messagesOf('13175550100'), [COUNTRY]);
  assert.deepEqual(messagesOf('317555010'), [DIGITS]);
  assert.deepEqual(messagesOf('31755501001'), [DIGITS]);
  assert.deepEqual(messagesOf('317555010a'), [DIGITS]);
  assert.deepEqual(messagesOf('0175550100'), []);
  assert.equal(phoneIssue('1'), COUNTRY);
});

test('empty is allowed; formatting is stripped to digits', () => {
  assert.equal(phoneSchema.parse(''), '');
  assert.equal(phoneSchema.parse('(317) 555-0100'), '3175550100');
  assert.equal(phoneSchema.parse('317.555.0100'), '3175550100');
  assert.deepEqual(messagesOf('+1 317 555 0100'), [COUNTRY]);
  assert.equal(normalizePhone(' 317 555 0100 '), '3175550100');
});

const phones = z.object(phoneFieldsShape).refine(hasAnyPhone, atLeastOnePhone);

test('at least one phone, asked for on the mobile field', () => {
  const result = phones.safeParse({ homePhone: '', workPhone: '', mobilePhone: '' });
  assert.deepEqual(
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    [['mobilePhone', 'Please add a mobile number.']],
  );
  assert.equal(phones.safeParse({}).success, false);
  assert.equal(phones.safeParse({ workPhone: '3175550100' }).success, true);
});

test('an invalid phone does not also ask for a mobile number', () => {
  const result = phones.safeParse({ homePhone: '123' });
  assert.deepEqual(result.error?.issues.map((issue) => issue.message), [COUNTRY]);
});
