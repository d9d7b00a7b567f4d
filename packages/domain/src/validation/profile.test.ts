import { test } from 'vitest';
import assert from 'node:assert/strict';
import { childProfileSchema, profileSchema, type ChildProfileInput, type ProfileInput } from './profile';

const home = { addressLine: '1 Monument Circle', city: 'Indianapolis', state: 'IN' as const, zip: '46204' };

const adult: ProfileInput = {
  id: '6f1c1a52-8b3e-4c1e-9a4f-2f0a7f6c9b11',
  firstName: 'Jane',
  middleName: '',
  lastName: 'Doe',
  suffix: 'None',
  email: 'jane.doe@example.com',
  homePhone: '',
  workPhone: '',
  mobilePhone: '3175550100',
  gender: 2,
  birthDate: '1990-05-07T00:00:00.000Z',
  homeAddress: home,
  billingAddress: null,
  govAddress: null,
  languagePreference: 1,
};

const issuesOf = (value: unknown): string[] =>
  profileSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

test('a complete adult profile parses', () => {
  assert.deepEqual(issuesOf(adult), []);
});

test('adult profile messages, word for word', () => {
  const emptied = {
    ...adult,
    firstName: '',
    lastName: '',
    email: '',
    mobilePhone: '',
    gender: undefined,
    birthDate: '',
    homeAddress: { addressLine: '', city: '', state: '', zip: '' },
  };
  assert.deepEqual(issuesOf(emptied), [
    'firstName: Please add a first name.',
    'lastName: Please add a last name.',
    'email: Email is required',
    'gender: Please choose a gender.',
    'birthDate: Please choose a birthday.',
    'homeAddress.addressLine: Please choose an address.',
    'homeAddress.city: Please choose a city.',
    'homeAddress.state: Please choose a state.',
    'homeAddress.zip: Please choose a zip code.',
    'mobilePhone: Please add a mobile number.',
  ]);
  assert.deepEqual(issuesOf({ ...adult, email: 'jane@' }), ['email: Please provide a valid email address']);
  assert.deepEqual(issuesOf({ ...adult, homeAddress: { ...home, zip: '462' } }), [
    'homeAddress.zip: 5 digit zip code required.',
  ]);
  assert.deepEqual(issuesOf({ ...adult, homeAddress: undefined }), ['homeAddress: Please choose an address.']);
});

test('one phone of any kind satisfies the phone rule', () => {
  assert.deepEqual(issuesOf({ ...adult, mobilePhone: '', workPhone: '3175550199' }), []);
});

const child: ChildProfileInput = {
  firstName: 'sam',
  middleName: 'lee',
  lastName: 'Doe',
  gender: 1,
  birthDate: '2015-09-01',
  homeAddress: home,
};

test('a child needs a middle name and gets consent 0 by default', () => {
  const parsed = childProfileSchema.parse(child);
  assert.equal(parsed.firstName, 'Sam');
  assert.equal(parsed.consentStatus, 0);
  assert.deepEqual(
    childProfileSchema.safeParse({ ...child, middleName: '' }).error?.issues.map((issue) => issue.message),
    ['Please add a middle name.'],
  );
  assert.equal(childProfileSchema.safeParse({ ...child, consentStatus: 2 }).success, false);
});
