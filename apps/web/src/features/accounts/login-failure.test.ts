import { test } from 'vitest';
import assert from 'node:assert/strict';
import { loginFailure, needsEmailCheck, withoutLineBreaks } from './login-failure';

const incorrect = 'The user name or password is incorrect.';

test('a known e-mail with the wrong password gets the reset-your-password sentence', () => {
  assert.deepEqual(loginFailure(incorrect, true), { kind: 'wrongPassword' });
});

test('an unknown e-mail gets the no-account sentence, whatever the server said', () => {
  assert.deepEqual(loginFailure(incorrect, false), { kind: 'noAccount' });
});

test('a known e-mail with another message shows that message, line breaks removed', () => {
  assert.deepEqual(loginFailure('Your password has expired.\nPlease reset it.', true), {
    kind: 'message',
    message: 'Your password has expired. Please reset it.',
  });
  const unconfirmed = 'Please confirm your email address first. We sent you an activation link when you registered.';
  assert.deepEqual(loginFailure(unconfirmed, true), { kind: 'message', message: unconfirmed });
});

test('when the e-mail could not be checked the server message is shown', () => {
  assert.deepEqual(loginFailure(incorrect, undefined), { kind: 'message', message: incorrect });
});

test('only a refused password grant is checked against the e-mail', () => {
  assert.equal(needsEmailCheck(400, 'password'), true);
  assert.equal(needsEmailCheck(400, 'code'), false);
  assert.equal(needsEmailCheck(429, 'password'), false);
  assert.equal(needsEmailCheck(0, 'password'), false);
});

test('line breaks of every kind go, blank lines too', () => {
  assert.equal(withoutLineBreaks('a\r\nb\rc\n\n d '), 'a b c d');
});
