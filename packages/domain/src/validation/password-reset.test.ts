import { test } from 'vitest';
import assert from 'node:assert/strict';
import { resetPasswordSchema } from './password-reset';

const issuesOf = (value: unknown): string[] =>
  resetPasswordSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

test('both fields required, with their own messages', () => {
  assert.deepEqual(issuesOf({ userId: 'u', securityCode: 's', password: '', confirmPassword: '' }), [
    'password: Please fill password field',
    'confirmPassword: Please fill repeat password field',
  ]);
});

test('a mismatch is reported on the repeat field, word for word', () => {
  assert.deepEqual(issuesOf({ userId: 'u', securityCode: 's', password: 'Abcdef1!', confirmPassword: 'Abcdef1?' }), [
    'confirmPassword: Your passwords do not match.Please confirmed them and try again.',
  ]);
  assert.deepEqual(issuesOf({ userId: 'u', securityCode: 's', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }), []);
});

test('the user id and security code are required', () => {
  assert.deepEqual(
    issuesOf({ userId: '', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).map((issue) => issue.split(':')[0]),
    ['userId', 'securityCode'],
  );
});
