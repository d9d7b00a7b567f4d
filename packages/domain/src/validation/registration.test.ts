import { test } from 'vitest';
import assert from 'node:assert/strict';
import { createRegistrationSchema, REGISTRATION_MESSAGES, type RegistrationInput } from './registration';

const schema = createRegistrationSchema(() => ({ year: 2024, month: 6, day: 12 }));

const valid: RegistrationInput = {
  email: 'jane.doe@example.com',
  password: 'Abcdef1!',
  confirmPassword: 'Abcdef1!',
  date: '06-12-2006',
  firstName: 'jane',
  middleName: '',
  lastName: 'doe',
  suffix: 'None',
  gender: 2,
  termsAndConditions: true,
  privacyPolicy: true,
  state: 'IN',
  city: 'Indianapolis',
  zip: '46204',
  addressLine: '1 Monument Circle',
  homePhone: '',
  workPhone: '',
  mobilePhone: '(317) 555-0100',
  languagePreference: 0,
  addressType: 1,
  maritalStatus: 1,
  title: 1,
  campaignid: null,
  mbsy: null,
};

const issuesOf = (changes: Partial<Record<keyof RegistrationInput, unknown>>): string[] =>
  schema.safeParse({ ...valid, ...changes }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

test('a complete registration parses, trimmed and capitalised', () => {
  const parsed = schema.parse({ ...valid, email: ' jane.doe@example.com ' });
  assert.equal(parsed.email, 'jane.doe@example.com');
  assert.equal(parsed.firstName, 'Jane');
  assert.equal(parsed.lastName, 'Doe');
  assert.equal(parsed.mobilePhone, '3175550100');
});

test('defaults fill the optional fields', () => {
  const optional = ['suffix', 'languagePreference', 'middleName', 'addressType', 'homePhone', 'workPhone'];
  const required = Object.fromEntries(Object.entries(valid).filter(([key]) => !optional.includes(key)));
  const parsed = schema.parse(required);
  assert.equal(parsed.suffix, 'None');
  assert.equal(parsed.languagePreference, 0);
  assert.equal(parsed.middleName, undefined);
});

test('an empty form gets every required message on its field', () => {
  const empty = {
    email: '', password: '', confirmPassword: '', date: '', firstName: '', middleName: '', lastName: '',
    termsAndConditions: false, privacyPolicy: false, state: '', city: '', zip: '', addressLine: '',
    homePhone: '', workPhone: '', mobilePhone: '',
  };
  assert.deepEqual(schema.safeParse(empty).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`), [
    'email: Please add an email address.',
    'password: Please fill password field.',
    'confirmPassword: Please fill password field.',
    'date: Please add a birthday.',
    'firstName: Please add a first name.',
    'lastName: Please add a last name.',
    'gender: Please add a gender.',
    'state: Please select your state of residence.',
    'city: Please add your city of address',
    'zip: 5 digit zip code required.',
    'addressLine: Please add your address.',
    'mobilePhone: Please add a mobile number.',
    'termsAndConditions: Please check to agree to the Terms and Conditions and Privacy Policy',
  ]);
});

test('confirm password mismatch shows on confirmPassword even when other fields are wrong', () => {
  assert.deepEqual(issuesOf({ confirmPassword: 'Abcdef1?', firstName: '' }), [
    'firstName: Please add a first name.',
    'confirmPassword: Your passwords do not match. Please confirmed them and try again.',
  ]);
});

test('the zip must belong to the chosen state', () => {
  assert.deepEqual(issuesOf({ zip: '60601' }), [
    'zip: Your zip code does not match your state. Please review and update.',
  ]);
  assert.deepEqual(issuesOf({ state: 'CT', zip: '06390' }), [
    'zip: Your zip code does not match your state. Please review and update.',
  ]);
  assert.deepEqual(issuesOf({ state: 'CT', zip: '06391' }), []);
  assert.deepEqual(issuesOf({ state: 'WY', zip: '83414' }), []);
});

test('forbidden states are refused with the spec message', () => {
  for (const [state, zip] of [['NJ', '07001'], ['NY', '10001'], ['AZ', '85001'], ['RI', '02901']]) {
    assert.deepEqual(issuesOf({ state, zip }), [`state: ${REGISTRATION_MESSAGES.forbiddenState}`], state);
  }
  assert.equal(REGISTRATION_MESSAGES.forbiddenState, 'Apologies, we are unable to serve customers from NJ, NY, AZ or RI.');
});

test('terms and privacy must both be checked', () => {
  const message = 'termsAndConditions: Please check to agree to the Terms and Conditions and Privacy Policy';
  assert.deepEqual(issuesOf({ privacyPolicy: false }), [message]);
  assert.deepEqual(issuesOf({ termsAndConditions: false }), [message]);
  assert.deepEqual(issuesOf({ termsAndConditions: undefined, privacyPolicy: undefined }), [message]);
});

test('underage and field rules surface through the whole model', () => {
  assert.deepEqual(issuesOf({ date: '06-13-2006' }), ['date: You must be at least 18 years old.']);
  assert.deepEqual(issuesOf({ gender: 3 }), ['gender: Please add a gender.']);
  assert.deepEqual(issuesOf({ homePhone: '1234567890' }), [
    'homePhone: Country codes not allowed. 10 digit phone numbers only.',
  ]);
  assert.deepEqual(issuesOf({ middleName: 'J.' }), ['middleName: Middle name can only contain letters.']);
  assert.deepEqual(issuesOf({ addressType: 0 }).map((issue) => issue.split(':')[0]), ['addressType']);
});

test('the message shown above the form after a failed submit', () => {
  assert.equal(REGISTRATION_MESSAGES.fixErrors, 'Please fix the errors above and try to register again.');
});
