import { test } from 'vitest';
import assert from 'node:assert/strict';
import { accountsEn } from './locales/en';

test('the spec words of spec/01 4 and 8 are kept in English', () => {
  assert.equal(accountsEn.login.wrongPassword + accountsEn.login.resetLink, 'That password is not right. We can help you reset your password.');
  assert.equal(accountsEn.login.noAccount, 'We could not find an account with that email address. Please try again.');
  assert.equal(accountsEn.forgotPassword.sent, 'We just sent you an email with instructions on how to reset your password.');
  assert.equal(accountsEn.changeEmail.changed, 'Your Email has been changed');
  assert.equal(accountsEn.unsubscribe.done, 'You have successfully unsubscribe Non-Transactional Emails.');
  assert.equal(accountsEn.confirmed.success, 'Your email was successfully confirmed.');
  assert.equal(accountsEn.registration.title, 'User Registration');
  assert.equal(accountsEn.login.mfaLogin, 'MFA Login');
  assert.equal(accountsEn.login.code, 'Code from Email');
  assert.equal(accountsEn.registration.mobilePhone, 'Cell Phone *');
});
