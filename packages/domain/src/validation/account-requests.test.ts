import { test } from 'vitest';
import assert from 'node:assert/strict';
import { emailTakenMessage, noLongerExistsMessage, TOKEN_ERROR_MESSAGES, TOO_MANY_ATTEMPTS_MESSAGE } from '../accounts';
import {
  changeUserNameSchema,
  emailRequestSchema,
  LOGIN_MESSAGES,
  loginAsSchema,
  mfaCodeSchema,
  tokenRequestSchema,
} from './account-requests';

const issuesOf = (schema: { safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

test('the contract words the /Token refusals and the rate limit', () => {
  assert.equal(TOKEN_ERROR_MESSAGES.incorrect, 'The user name or password is incorrect.');
  assert.equal(TOO_MANY_ATTEMPTS_MESSAGE, 'Too many attempts. Please wait a few minutes and try again.');
  assert.equal(emailTakenMessage('ana@example.com'), 'The email ana@example.com is already taken.');
  assert.equal(noLongerExistsMessage('ana@example.com'), 'ana@example.com no longer exist.');
});

test('a password grant reads form strings and JSON booleans alike', () => {
  const form = tokenRequestSchema.parse({ grant_type: 'password', userName: ' ana@example.com ', password: 'x', rememberMe: 'true' });
  assert.deepEqual(form, { grant_type: 'password', userName: 'ana@example.com', password: 'x', rememberMe: true });
  const json = tokenRequestSchema.parse({ grant_type: 'password', userName: 'ana@example.com', password: 'x', rememberMe: false });
  assert.equal(json.rememberMe, false);
  const absent = tokenRequestSchema.parse({ grant_type: 'password', userName: 'ana@example.com', password: 'x' });
  assert.equal(absent.rememberMe, false);
});

test('a password grant needs a valid e-mail and a password', () => {
  assert.deepEqual(issuesOf(tokenRequestSchema, { grant_type: 'password', userName: 'ana', password: '' }), [
    'userName: Email is invalid.',
    `password: ${LOGIN_MESSAGES.passwordRequired}`,
  ]);
});

test('the code step takes 6 digits only', () => {
  assert.equal(mfaCodeSchema.parse(' 012345 '), '012345');
  for (const code of ['12345', '1234567', '12a456', '']) {
    assert.deepEqual(issuesOf(mfaCodeSchema, code), [`: ${LOGIN_MESSAGES.codeDigits}`], code);
  }
  const parsed = tokenRequestSchema.parse({ grant_type: 'code', userid: 'u-1', code: '123456', rememberMe: 'false' });
  assert.equal(parsed.grant_type, 'code');
});

test('an unknown grant type is refused on grant_type', () => {
  assert.deepEqual(
    tokenRequestSchema.safeParse({ grant_type: 'client_credentials' }).error?.issues.map((issue) => issue.path.join('.')),
    ['grant_type'],
  );
});

test('login-as needs the password; forgot password and change e-mail need an address', () => {
  assert.deepEqual(issuesOf(loginAsSchema, { password: '', userName: 'ana@example.com' }), [`password: ${LOGIN_MESSAGES.passwordRequired}`]);
  assert.deepEqual(issuesOf(emailRequestSchema, { email: '' }), ['email: Please add an email address.']);
  assert.deepEqual(issuesOf(changeUserNameSchema, { email: 'nope' }), ['email: Email is invalid.']);
});
