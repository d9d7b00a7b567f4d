import { test } from 'vitest';
import assert from 'node:assert/strict';
import { changePasswordSchema } from './password-change';

const issuesOf = (value: unknown): string[] =>
  changePasswordSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

test('all three fields are required', () => {
  assert.deepEqual(issuesOf({ oldPassword: '', newPassword: '', confirmPassword: '' }), [
    'oldPassword: Please fill current password field',
    'newPassword: Please fill password field',
    'confirmPassword: Please fill repeat password field',
  ]);
});

test('the new password follows the checklist and must be confirmed', () => {
  assert.deepEqual(issuesOf({ oldPassword: 'old', newPassword: 'Abcdefgh', confirmPassword: 'Abcdefgh' }), [
    'newPassword: Must contain at least 1 number!',
    'newPassword: Must contain at least 1 Special Character!',
    'confirmPassword: Must contain at least 1 number!',
    'confirmPassword: Must contain at least 1 Special Character!',
  ]);
  assert.deepEqual(issuesOf({ oldPassword: 'old', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1@' }), [
    'confirmPassword: Your passwords do not match.Please confirmed them and try again.',
  ]);
  assert.deepEqual(issuesOf({ oldPassword: 'old', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' }), []);
});
