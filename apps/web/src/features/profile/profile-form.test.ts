import { test } from 'vitest';
import assert from 'node:assert/strict';
import { childProfileSchema, profileSchema, ZIP_STATE_MISMATCH_MESSAGES } from '@labstore/domain';
import type { ProfileResponse } from '@labstore/domain';
import {
  childrenOf,
  emptyChildFormValues,
  languagePreferenceBody,
  profileSuffix,
  toChildFormValues,
  toChildProfileBody,
  toDateInputValue,
  toProfileFormValues,
  toProfileUpdateBody,
  zipStateNotice,
} from './profile-form';
import { profileRights } from './profile-rights';

const customer = profileRights({ isAdmin: false, isQuasiAdmin: false });
const admin = profileRights({ isAdmin: true, isQuasiAdmin: false });

const stored: ProfileResponse = {
  id: '6f1c1f51-7f53-4a52-9b3a-4d0b7f3f3a11',
  firstName: 'Ana',
  middleName: '',
  lastName: 'Lopez',
  suffix: '',
  title: 0,
  email: 'ana@example.com',
  homePhone: '',
  workPhone: '',
  mobilePhone: '3175550100',
  gender: 2,
  birthDate: '1985-03-09T00:00:00.000Z',
  homeAddress: { addressLine: '1 Main St', city: 'Indianapolis', state: 'IN', zip: '46204' },
  billingAddress: { addressLine: '2 Side St', city: 'Carmel', state: 'IN', zip: '46032' },
  govAddress: null,
  languagePreference: 0,
  isChild: false,
  consentStatus: 0,
  createdDate: '2024-01-02T10:00:00.000Z',
};

test('a stored profile fills the form: dates as a date input holds them, None for no suffix', () => {
  assert.deepEqual(toProfileFormValues(stored), {
    firstName: 'Ana',
    middleName: '',
    lastName: 'Lopez',
    suffix: 'None',
    email: 'ana@example.com',
    homePhone: '',
    workPhone: '',
    mobilePhone: '3175550100',
    gender: 2,
    birthDate: '1985-03-09',
    languagePreference: 0,
    homeAddress: { addressLine: '1 Main St', city: 'Indianapolis', state: 'IN', zip: '46204' },
  });
});

test('a profile without a home address gives the form empty address fields', () => {
  assert.deepEqual(toProfileFormValues({ ...stored, homeAddress: null }).homeAddress, { addressLine: '', city: '', state: '', zip: '' });
});

test('the suffix is read from the title index, else from its text', () => {
  assert.equal(profileSuffix({ suffix: 'Jr.', title: 2 }), 'Jr.');
  assert.equal(profileSuffix({ suffix: 'III', title: 99 }), 'III');
  assert.equal(profileSuffix({ suffix: '', title: 99 }), 'None');
  assert.equal(profileSuffix({ suffix: 'Esq.', title: 99 }), 'None');
});

test('date input values: ISO midnight and plain dates read, anything else is empty', () => {
  assert.equal(toDateInputValue('2001-12-31T00:00:00.000Z'), '2001-12-31');
  assert.equal(toDateInputValue('2001-12-31'), '2001-12-31');
  assert.equal(toDateInputValue('12-31-2001'), '');
  assert.equal(toDateInputValue(''), '');
});

test("a customer's update sends the changed phones, suffix and language, the rest as stored", () => {
  const form = { ...toProfileFormValues(stored), homePhone: '(317) 555-0111', suffix: 'Jr.', languagePreference: 1 };
  // Even a value the customer could not have typed (the field is locked) is not sent.
  form.firstName = 'Someone Else';
  const parsed = profileSchema.parse(form);
  assert.deepEqual(toProfileUpdateBody(stored, parsed, customer), {
    id: stored.id,
    firstName: 'Ana',
    middleName: '',
    lastName: 'Lopez',
    suffix: 'Jr.',
    title: 2,
    email: 'ana@example.com',
    homePhone: '3175550111',
    workPhone: '',
    mobilePhone: '3175550100',
    gender: 2,
    birthDate: '1985-03-09T00:00:00.000Z',
    homeAddress: { addressLine: '1 Main St', city: 'Indianapolis', state: 'IN', zip: '46204' },
    billingAddress: { addressLine: '2 Side St', city: 'Carmel', state: 'IN', zip: '46032' },
    govAddress: null,
    languagePreference: 1,
  });
});

test("the header's language switch sends the stored profile back with only the language changed", () => {
  const junior = { ...stored, suffix: 'Jr.', title: 2 };
  assert.deepEqual(languagePreferenceBody(junior, 1), {
    id: stored.id,
    firstName: 'Ana',
    middleName: '',
    lastName: 'Lopez',
    suffix: 'Jr.',
    title: 2,
    email: 'ana@example.com',
    homePhone: '',
    workPhone: '',
    mobilePhone: '3175550100',
    gender: 2,
    birthDate: '1985-03-09T00:00:00.000Z',
    homeAddress: { addressLine: '1 Main St', city: 'Indianapolis', state: 'IN', zip: '46204' },
    billingAddress: { addressLine: '2 Side St', city: 'Carmel', state: 'IN', zip: '46032' },
    govAddress: null,
    languagePreference: 1,
  });
});

test('a profile without a home address is not saved from the switch: the update requires one', () => {
  assert.equal(languagePreferenceBody({ ...stored, homeAddress: null }, 1), null);
});

test("an administrator's update sends every field from the form, the birth date at midnight UTC, names capitalised", () => {
  const form = {
    ...toProfileFormValues(stored),
    firstName: 'maria',
    middleName: 'luisa',
    birthDate: '1990-07-04',
    gender: 1,
    homeAddress: { addressLine: '9 Elm St', city: 'Austin', state: 'TX', zip: '73301' },
    suffix: 'None',
  };
  const body = toProfileUpdateBody(stored, profileSchema.parse(form), admin);
  assert.equal(body.firstName, 'Maria');
  assert.equal(body.middleName, 'Luisa');
  assert.equal(body.birthDate, '1990-07-04T00:00:00.000Z');
  assert.equal(body.gender, 1);
  assert.deepEqual(body.homeAddress, { addressLine: '9 Elm St', city: 'Austin', state: 'TX', zip: '73301' });
  assert.equal(body.suffix, '');
  assert.equal(body.title, 0);
  // The e-mail changes only through Change Email.
  assert.equal(body.email, 'ana@example.com');
});

test('the zip/state check gives the notice worded for who updates, or nothing', () => {
  assert.equal(zipStateNotice({ zip: '46204', state: 'IN' }, customer), null);
  assert.equal(zipStateNotice({ zip: '46204', state: 'OH' }, customer), ZIP_STATE_MISMATCH_MESSAGES.profile);
  assert.equal(zipStateNotice({ zip: '46204', state: 'OH' }, admin), ZIP_STATE_MISMATCH_MESSAGES.admin);
  assert.equal(zipStateNotice({ zip: '00000', state: 'IN' }, customer), ZIP_STATE_MISMATCH_MESSAGES.profile);
});

test("a new child starts empty at the parent's address, without consent", () => {
  assert.deepEqual(emptyChildFormValues(stored.homeAddress), {
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: undefined,
    gender: null,
    birthDate: '',
    homeAddress: { addressLine: '1 Main St', city: 'Indianapolis', state: 'IN', zip: '46204' },
    consentStatus: 0,
  });
  assert.deepEqual(emptyChildFormValues().homeAddress, { addressLine: '', city: '', state: '', zip: '' });
});

test('the child form requires the middle name, with the spec words', () => {
  const result = childProfileSchema.safeParse({ ...emptyChildFormValues(stored.homeAddress), firstName: 'Leo', lastName: 'Lopez', gender: 1, birthDate: '2015-05-05' });
  assert.equal(result.success, false);
  assert.deepEqual(
    result.error?.issues.map((issue) => issue.message),
    ['Please add a middle name.'],
  );
});

test('child form <-> body, with consent and an optional suffix', () => {
  const child: ProfileResponse = { ...stored, id: '0a5c8d2e-1111-4a52-9b3a-4d0b7f3f3a11', firstName: 'Leo', middleName: 'Ray', suffix: 'II', title: 4, birthDate: '2015-05-05T00:00:00.000Z', isChild: true, consentStatus: 1, email: '' };
  const values = toChildFormValues(child);
  assert.equal(values.suffix, 'II');
  assert.equal(values.consentStatus, 1);
  const body = toChildProfileBody(childProfileSchema.parse({ ...values, consentStatus: 0 }), child.id);
  assert.deepEqual(body, {
    id: child.id,
    firstName: 'Leo',
    middleName: 'Ray',
    lastName: 'Lopez',
    suffix: 'II',
    title: 4,
    gender: 2,
    birthDate: '2015-05-05T00:00:00.000Z',
    homeAddress: { addressLine: '1 Main St', city: 'Indianapolis', state: 'IN', zip: '46204' },
    consentStatus: 0,
  });
  const created = toChildProfileBody(childProfileSchema.parse({ ...values, suffix: undefined }));
  assert.equal('id' in created, false);
  assert.equal(created.suffix, '');
  assert.equal(created.title, 0);
});

test('children are the child profiles, oldest first', () => {
  const items: ProfileResponse[] = [
    stored,
    { ...stored, id: 'b', isChild: true, createdDate: '2024-03-01T00:00:00.000Z' },
    { ...stored, id: 'a', isChild: true, createdDate: '2024-02-01T00:00:00.000Z' },
  ];
  assert.deepEqual(childrenOf(items).map((child) => child.id), ['a', 'b']);
});
