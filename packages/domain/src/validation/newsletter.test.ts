import { test } from 'vitest';
import assert from 'node:assert/strict';
import { newsletterSchema } from './newsletter';

const messagesOf = (value: unknown): string[] =>
  newsletterSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test('one message for a missing and an invalid address', () => {
  assert.deepEqual(messagesOf({ email: '' }), ['Please enter a valid email.']);
  assert.deepEqual(messagesOf({}), ['Please enter a valid email.']);
  assert.deepEqual(messagesOf({ email: 'reader@' }), ['Please enter a valid email.']);
  assert.deepEqual(messagesOf({ email: 'reader@example.com' }), []);
});
