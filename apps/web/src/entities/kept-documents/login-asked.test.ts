// @vitest-environment happy-dom
import assert from 'node:assert/strict';
import { afterEach, test } from 'vitest';
import { askLoginOnNextStart, loginAsked, takeLoginAsked } from './login-asked';

// Issue 18: "Log in" on the pass page asks the app it loads for the login dialog, once.

afterEach(() => sessionStorage.clear());

test('asked on the pass page, the next start sees it; the app takes it once', () => {
  assert.equal(loginAsked(), false);
  askLoginOnNextStart();
  assert.equal(loginAsked(), true);
  assert.equal(takeLoginAsked(), true);
  assert.equal(takeLoginAsked(), false);
  assert.equal(loginAsked(), false);
});
