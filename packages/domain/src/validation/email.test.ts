import { test } from 'vitest';
import assert from 'node:assert/strict';
import { emailSchema, isEmail, PROFILE_EMAIL_MESSAGES, REGISTRATION_EMAIL_MESSAGES } from './email';

const messagesOf = (value: unknown, messages = REGISTRATION_EMAIL_MESSAGES): string[] =>
  emailSchema(messages).safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test('registration wording: required, then invalid', () => {
  assert.deepEqual(messagesOf(''), ['Please add an email address.']);
  assert.deepEqual(messagesOf('   '), ['Please add an email address.']);
  assert.deepEqual(messagesOf(undefined), ['Please add an email address.']);
  assert.deepEqual(messagesOf('jane@'), ['Email is invalid.']);
  assert.deepEqual(messagesOf('jane.example.com'), ['Email is invalid.']);
  assert.deepEqual(messagesOf('jane@example'), ['Email is invalid.']);
});

test('profile wording', () => {
  assert.deepEqual(messagesOf('', PROFILE_EMAIL_MESSAGES), ['Email is required']);
  assert.deepEqual(messagesOf('x@y', PROFILE_EMAIL_MESSAGES), ['Please provide a valid email address']);
});

test('a valid address is trimmed and otherwise kept', () => {
  assert.equal(emailSchema(REGISTRATION_EMAIL_MESSAGES).parse('  Jane.Doe+lab@Example.com '), 'Jane.Doe+lab@Example.com');
  assert.equal(isEmail("o'brien@example.co.uk"), true);
});
