import assert from 'node:assert/strict';
import { test } from 'vitest';
import type { z } from 'zod';
import {
  childProfileCreateSchema,
  childProfileUpdateSchema,
  CUSTOMER_EDITABLE_PROFILE_FIELDS,
  profileCreateSchema,
  profileResponseSchema,
  profileUpdateSchema,
  restrictedProfileFieldMessage,
  suffixIndex,
  wireSuffix,
  type ChildProfileCreateBody,
  type ProfileUpdateBody,
} from './profile-api';

const ID = '6f1c1a52-8b3e-4c1e-9a4f-2f0a7f6c9b11';
const home = { addressLine: '1 Monument Circle', city: 'Indianapolis', state: 'IN', zip: '46204' };
const adult = {
  id: ID,
  firstName: 'Jane',
  middleName: '',
  lastName: 'Doe',
  suffix: '',
  title: 0,
  email: 'jane.doe@example.com',
  homePhone: '',
  workPhone: '',
  mobilePhone: '3175550100',
  gender: 2,
  birthDate: '1990-05-07T00:00:00.000Z',
  homeAddress: home,
  billingAddress: null,
  govAddress: null,
  languagePreference: 0,
  isChild: false,
  consentStatus: 0,
  createdDate: '2026-01-01T10:00:00.000Z',
};

const issuesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } | undefined }): string[] =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

test('the suffix travels as text, "" for None, with its index as title', () => {
  assert.equal(wireSuffix(0), '');
  assert.equal(wireSuffix(2), 'Jr.');
  assert.equal(wireSuffix(5), 'III');
  assert.equal(suffixIndex('None'), 0);
  assert.equal(suffixIndex('III'), 5);
});

test('an answer is a valid update body: "" suffix is None, the extra fields are dropped', () => {
  assert.equal(profileResponseSchema.safeParse(adult).success, true);
  const parsed = profileUpdateSchema.parse(adult);
  assert.equal(parsed.suffix, 'None');
  assert.equal(parsed.id, ID);
  assert.equal('isChild' in parsed, false);
  assert.equal(profileUpdateSchema.parse({ ...adult, suffix: 'Jr.' }).suffix, 'Jr.');
  assert.equal(profileUpdateSchema.parse({ ...adult, suffix: null }).suffix, 'None');
});

test('a body without suffix takes the one its title names', () => {
  const { suffix: _suffix, ...withoutSuffix } = adult;
  assert.equal(profileUpdateSchema.parse({ ...withoutSuffix, title: 3 }).suffix, 'I');
  assert.equal(profileUpdateSchema.parse(withoutSuffix).suffix, 'None');
});

test('update keeps the profile rules and needs the id', () => {
  assert.deepEqual(issuesOf(profileUpdateSchema.safeParse({ ...adult, mobilePhone: '', homeAddress: { ...home, zip: '' } })), [
    'homeAddress.zip: Please choose a zip code.',
    'mobilePhone: Please add a mobile number.',
  ]);
  const { id: _id, ...withoutId } = adult;
  assert.deepEqual(
    issuesOf(profileUpdateSchema.safeParse(withoutId)).map((issue) => issue.split(':')[0]),
    ['id'],
  );
  assert.deepEqual(issuesOf(profileUpdateSchema.safeParse({ ...adult, suffix: 'Esq.' })).map((issue) => issue.split(':')[0]), ['suffix']);
});

test('create names the account', () => {
  const { id: _id, ...body } = adult;
  assert.equal(profileCreateSchema.safeParse(body).success, false);
  assert.equal(profileCreateSchema.parse({ ...body, userId: ID }).userId, ID);
});

test('child bodies: the child form rules, an optional account on create, the id on update', () => {
  const child = { firstName: 'sam', middleName: 'lee', lastName: 'Doe', suffix: '', gender: 1, birthDate: '2015-09-01', homeAddress: home };
  const created = childProfileCreateSchema.parse(child);
  assert.equal(created.firstName, 'Sam');
  assert.equal(created.suffix, 'None');
  assert.equal(created.consentStatus, 0);
  assert.equal(created.userId, undefined);
  assert.deepEqual(issuesOf(childProfileCreateSchema.safeParse({ ...child, middleName: '' })), ['middleName: Please add a middle name.']);
  assert.equal(childProfileUpdateSchema.safeParse(child).success, false);
  assert.equal(childProfileUpdateSchema.parse({ ...child, id: ID, consentStatus: 1 }).consentStatus, 1);
});

test('customers may change phones, suffix and language only; the refusal names support', () => {
  assert.deepEqual([...CUSTOMER_EDITABLE_PROFILE_FIELDS].sort(), ['homePhone', 'languagePreference', 'mobilePhone', 'suffix', 'workPhone']);
  assert.equal(
    restrictedProfileFieldMessage('help@example.com'),
    'To change this information, please send a request to support at help@example.com.',
  );
  assert.match(restrictedProfileFieldMessage(), /support@labstore\.com\.$/);
});

test('the body types are what the schemas accept: the web app sends them as typed', () => {
  const update: ProfileUpdateBody = {
    id: ID,
    firstName: 'Jane',
    lastName: 'Doe',
    suffix: '',
    title: 0,
    email: 'jane.doe@example.com',
    mobilePhone: '3175550100',
    gender: 2,
    birthDate: '1990-05-07T00:00:00.000Z',
    homeAddress: { ...home, state: 'IN' },
    billingAddress: null,
    languagePreference: 0,
  };
  assert.equal(profileUpdateSchema.parse(update).homeAddress.state, 'IN');
  const child: ChildProfileCreateBody = {
    firstName: 'Noah',
    middleName: 'James',
    lastName: 'Doe',
    suffix: '',
    gender: 1,
    birthDate: '2016-03-04',
    homeAddress: { ...home, state: 'IN' },
  };
  assert.equal(childProfileCreateSchema.parse(child).suffix, 'None');
  // The schemas' input types are these bodies, so a field renamed on one side fails the type check on the other.
  const sameInput: z.input<typeof profileUpdateSchema> = update;
  const sameChildInput: z.input<typeof childProfileCreateSchema> = child;
  assert.ok(sameInput && sameChildInput);
});
