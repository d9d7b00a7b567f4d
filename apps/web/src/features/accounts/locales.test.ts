import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EMAIL_TAKEN_MESSAGE, REGISTRATION_MESSAGES, TOKEN_ERROR_MESSAGES } from '@labstore/domain';
import { messageKey } from './messages';
import { accountsEn } from './locales/en';
import { accountsEs } from './locales/es';

test('each message the dialogs can show has one key, found by its English words', () => {
  const texts = Object.values(accountsEn.messages);
  assert.equal(new Set(texts).size, texts.length);
  assert.equal(messageKey(EMAIL_TAKEN_MESSAGE), 'emailTaken');
  assert.equal(messageKey(REGISTRATION_MESSAGES.fixErrors), 'fixErrors');
  assert.equal(messageKey(TOKEN_ERROR_MESSAGES.unconfirmed), 'unconfirmed');
  assert.equal(messageKey('Anything else the server says.'), undefined);
});

test('every message has its own Spanish wording', () => {
  for (const key of Object.keys(accountsEn.messages) as (keyof typeof accountsEn.messages)[]) {
    assert.ok(accountsEs.messages[key].length > 0, key);
    assert.notEqual(accountsEs.messages[key], accountsEn.messages[key], key);
  }
});

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
