import { test } from 'vitest';
import assert from 'node:assert/strict';
import {
  accountPasswordSchema,
  ACCOUNT_PASSWORD_SPECIALS,
  passwordChecklist,
  registrationPasswordSchema,
  REGISTRATION_PASSWORD_SPECIALS,
  unmetPasswordRules,
} from './password';

const REQUIRED = 'Please fill password field.';
const SHORT = 'Your password must be at least 8 characters.';
const LONG = 'Your password must be at most 26 characters.';
const KINDS = 'Your password must include a number, an uppercase letter, a lowercase letter and a special character.';

const registrationMessages = (value: unknown): string[] =>
  registrationPasswordSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test('registration: 8 to 26 characters', () => {
  assert.deepEqual(registrationMessages('Abcde1!'), [SHORT]); // 7
  assert.deepEqual(registrationMessages('Abcdef1!'), []); // 8
  assert.deepEqual(registrationMessages(`Abcdef1!${'x'.repeat(18)}`), []); // 26
  assert.deepEqual(registrationMessages(`Abcdef1!${'x'.repeat(19)}`), [LONG]); // 27
});

test('registration: required, and each character kind', () => {
  assert.deepEqual(registrationMessages(''), [REQUIRED]);
  assert.deepEqual(registrationMessages(undefined), [REQUIRED]);
  assert.deepEqual(registrationMessages('Abcdefg!'), [KINDS]); // no digit
  assert.deepEqual(registrationMessages('abcdef1!'), [KINDS]); // no uppercase
  assert.deepEqual(registrationMessages('ABCDEF1!'), [KINDS]); // no lowercase
  assert.deepEqual(registrationMessages('Abcdefg1'), [KINDS]); // no special
  assert.deepEqual(registrationMessages('Abcdef1~'), [KINDS]); // ~ is not in the registration set
  assert.deepEqual(registrationMessages('abc'), [SHORT, KINDS]);
});

test('registration accepts every special character of its set', () => {
  assert.equal(REGISTRATION_PASSWORD_SPECIALS, '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?');
  for (const special of REGISTRATION_PASSWORD_SPECIALS) {
    assert.deepEqual(registrationMessages(`Abcdef1${special}`), [], special);
  }
});

test('the live checklist reports each rule', () => {
  assert.deepEqual(passwordChecklist(''), { number: false, capital: false, small: false, special: false, length: false });
  assert.deepEqual(passwordChecklist('Abcdef1~'), { number: true, capital: true, small: true, special: true, length: true });
  assert.deepEqual(passwordChecklist('abcdefg'), { number: false, capital: false, small: true, special: false, length: false });
  assert.equal(passwordChecklist('Abcdef1(').special, false); // ( is only in the registration set
  assert.equal(passwordChecklist('Abcdef1(', REGISTRATION_PASSWORD_SPECIALS).special, true);
  assert.equal(ACCOUNT_PASSWORD_SPECIALS, '#?!@$%^&*~');
  assert.deepEqual(unmetPasswordRules('ABCDEFG1'), ['small', 'special']);
});

const accountMessages = (value: unknown): string[] =>
  accountPasswordSchema('Please fill password field').safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test('reset and change: 8 to 16 characters with the checklist messages', () => {
  assert.deepEqual(accountMessages(''), ['Please fill password field']);
  assert.deepEqual(accountMessages('Abcde1!'), ['Must be at least 8 characters!']); // 7
  assert.deepEqual(accountMessages('Abcdef1!'), []); // 8
  assert.deepEqual(accountMessages('Abcdef1!abcdefgh'), []); // 16
  assert.deepEqual(accountMessages('Abcdef1!abcdefghi'), ['Must be at most 16 characters!']); // 17
  assert.deepEqual(accountMessages('Abcdefg!'), ['Must contain at least 1 number!']);
  assert.deepEqual(accountMessages('abcdef1!'), ['Must contain at least 1 in Capital Case!']);
  assert.deepEqual(accountMessages('ABCDEF1!'), ['Must contain at least 1 Letter in Small Case!']);
  assert.deepEqual(accountMessages('Abcdefg1'), ['Must contain at least 1 Special Character!']);
  assert.deepEqual(accountMessages('abc'), [
    'Must contain at least 1 number!',
    'Must contain at least 1 in Capital Case!',
    'Must contain at least 1 Special Character!',
    'Must be at least 8 characters!',
  ]);
});
