import { test } from 'vitest';
import assert from 'node:assert/strict';
import { createRegistrationSchema, REGISTRATION_MESSAGES } from '@labstore/domain';
import {
  buildRegistrationPayload,
  readReferral,
  registrationFieldErrors,
  type RegistrationFormValues,
} from './registration-payload';

const today = () => ({ year: 2026, month: 5, day: 20 });
const schema = createRegistrationSchema(today);

const filled: RegistrationFormValues = {
  firstName: 'ana',
  middleName: '',
  lastName: 'de la cruz',
  suffix: 'None',
  email: 'ana@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  gender: '2',
  birthMonth: '3',
  birthDay: '7',
  birthYear: '1990',
  addressLine: '1 Main St',
  city: 'Indianapolis',
  state: 'IN',
  zip: '46204',
  homePhone: '',
  workPhone: '',
  mobilePhone: '3175550100',
  languagePreference: '1',
  termsAndConditions: true,
};

test('the payload carries numbers, the MM-dd-yyyy date, fixed ones and the referral', () => {
  const payload = buildRegistrationPayload(filled, { campaignid: 'spring', mbsy: 'abc' });
  assert.equal(payload.date, '03-07-1990');
  assert.equal(payload.gender, 2);
  assert.equal(payload.languagePreference, 1);
  assert.equal(payload.addressType, 1);
  assert.equal(payload.maritalStatus, 1);
  assert.equal(payload.title, 1);
  assert.equal(payload.termsAndConditions, true);
  assert.equal(payload.privacyPolicy, true);
  assert.equal(payload.campaignid, 'spring');
  assert.equal(payload.mbsy, 'abc');
});

test('the domain schema accepts the payload and capitalises the names', () => {
  const parsed = schema.parse(buildRegistrationPayload(filled, { campaignid: null, mbsy: null }));
  assert.equal(parsed.firstName, 'Ana');
  assert.equal(parsed.lastName, 'De La Cruz');
  assert.equal(parsed.gender, 2);
  assert.equal(parsed.campaignid, null);
});

function errorsOf(values: Partial<RegistrationFormValues>) {
  const result = schema.safeParse(buildRegistrationPayload({ ...filled, ...values }, { campaignid: null, mbsy: null }));
  assert.equal(result.success, false);
  return registrationFieldErrors(result.error?.issues ?? []);
}

test('issues land on the form field that shows them, in the spec words', () => {
  const errors = errorsOf({ gender: '', birthYear: '', termsAndConditions: false, zip: '10001', mobilePhone: '' });
  assert.equal(errors.gender, REGISTRATION_MESSAGES.genderRequired);
  assert.equal(errors.birthMonth, 'Please add a birthday.');
  assert.equal(errors.termsAndConditions, REGISTRATION_MESSAGES.termsRequired);
  assert.equal(errors.zip, REGISTRATION_MESSAGES.zipStateMismatch);
  assert.equal(errors.mobilePhone, 'Please add a mobile number.');
});

test('under 18 and forbidden states are refused with their messages', () => {
  assert.equal(errorsOf({ birthYear: '2008', birthMonth: '5', birthDay: '21' }).birthMonth, 'You must be at least 18 years old.');
  assert.equal(errorsOf({ state: 'NJ', zip: '07001' }).state, REGISTRATION_MESSAGES.forbiddenState);
  assert.equal(errorsOf({ confirmPassword: 'Secret#1234' }).confirmPassword, REGISTRATION_MESSAGES.passwordsMismatch);
  assert.equal(errorsOf({ mobilePhone: '1317555010' }).mobilePhone, 'Country codes not allowed. 10 digit phone numbers only.');
  assert.equal(errorsOf({ mobilePhone: '317555' }).mobilePhone, '10 digit phone numbers only.');
});

test('the first message of a field wins', () => {
  assert.deepEqual(
    registrationFieldErrors([
      { path: ['email'], message: 'first' },
      { path: ['email'], message: 'second' },
      { path: ['nonsense'], message: 'dropped' },
    ]),
    { email: 'first' },
  );
});

test("issue 14: an issue on a field named as an object's member lands on no form field", () => {
  const issues = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map((field) => ({ path: [field], message: 'dropped' }));
  assert.deepEqual(registrationFieldErrors([...issues, { path: ['date'], message: 'birthday' }]), { birthMonth: 'birthday' });
});

test('the referral is read from session storage, tolerating junk', () => {
  const storing = (value: string | null) => ({ getItem: (key: string) => (key === 'ambasador' ? value : null) });
  assert.deepEqual(readReferral(storing(JSON.stringify({ campaignid: 'c', mbsy: 'm', mbsySource: 's' }))), { campaignid: 'c', mbsy: 'm' });
  assert.deepEqual(readReferral(storing(JSON.stringify({ campaignid: null, mbsy: 'm' }))), { campaignid: null, mbsy: 'm' });
  assert.deepEqual(readReferral(storing('{oops')), { campaignid: null, mbsy: null });
  assert.deepEqual(readReferral(storing(null)), { campaignid: null, mbsy: null });
  assert.deepEqual(readReferral(undefined), { campaignid: null, mbsy: null });
});
