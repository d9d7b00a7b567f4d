import { test } from 'vitest';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH, SEARCH_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH } from '../constants';
import { changeUserNameSchema, checkPasswordSchema, codeGrantSchema, confirmEmailSchema, loginAsSchema, passwordGrantSchema } from './account-requests';
import { profileBirthDateSchema, registrationBirthDateSchema } from './birthday';
import { emailSchema, REGISTRATION_EMAIL_MESSAGES } from './email';
import { changePasswordSchema } from './password-change';
import { resetPasswordSchema } from './password-reset';
import { childMiddleNameSchema, firstNameSchema, lastNameSchema, middleNameSchema } from './person-name';
import { phoneSchema } from './phone';
import { childProfileSchema, profileAddressSchema } from './profile';
import { createRegistrationSchema } from './registration';
import { searchTextSchema } from './search';
import { testCenterZipSchema } from './test-center-zip';
import { TOO_LONG_MESSAGES } from './text-bounds';
import { zipSchema } from './zip';

// Every text field of a request is bounded (decisions.md, "Text bounds"):
// the longest accepted value parses, one more character is refused with one
// clear message, and so is a megabyte.

const MEGABYTE = 1_000_000;
const letters = (length: number): string => 'a'.repeat(length);

const messagesOf = (schema: z.ZodType, value: unknown): string[] =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
const fieldMessages = (schema: z.ZodType, value: unknown, field: string): string[] =>
  schema.safeParse(value).error?.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message) ?? [];

test('names: 255 letters pass, 256 or a megabyte say so once', () => {
  const cases: Array<[z.ZodType, string]> = [
    [firstNameSchema, 'First name must be at most 255 characters.'],
    [lastNameSchema, 'Last name must be at most 255 characters.'],
    [middleNameSchema, 'Middle name must be at most 255 characters.'],
    [childMiddleNameSchema, 'Middle name must be at most 255 characters.'],
  ];
  for (const [schema, message] of cases) {
    assert.deepEqual(messagesOf(schema, letters(TEXT_INPUT_MAX_LENGTH)), []);
    // Trimmed first: surrounding spaces do not count.
    assert.deepEqual(messagesOf(schema, ` ${letters(TEXT_INPUT_MAX_LENGTH)} `), []);
    assert.deepEqual(messagesOf(schema, letters(TEXT_INPUT_MAX_LENGTH + 1)), [message]);
    assert.deepEqual(messagesOf(schema, letters(MEGABYTE)), [message]);
  }
});

test('address line and city: 255 characters on registration, profile and child addresses', () => {
  const home = { addressLine: '1 Monument Circle', city: 'Indianapolis', state: 'IN', zip: '46204' };
  assert.deepEqual(messagesOf(profileAddressSchema, { ...home, addressLine: letters(TEXT_INPUT_MAX_LENGTH), city: letters(TEXT_INPUT_MAX_LENGTH) }), []);
  assert.deepEqual(fieldMessages(profileAddressSchema, { ...home, addressLine: letters(TEXT_INPUT_MAX_LENGTH + 1) }, 'addressLine'), [
    'Address must be at most 255 characters.',
  ]);
  assert.deepEqual(fieldMessages(profileAddressSchema, { ...home, city: letters(MEGABYTE) }, 'city'), ['City must be at most 255 characters.']);

  const registration = createRegistrationSchema(() => ({ year: 2024, month: 6, day: 12 }));
  const form = { addressLine: letters(MEGABYTE), city: letters(TEXT_INPUT_MAX_LENGTH + 1), firstName: letters(MEGABYTE), lastName: letters(MEGABYTE) };
  assert.deepEqual(fieldMessages(registration, form, 'addressLine'), ['Address must be at most 255 characters.']);
  assert.deepEqual(fieldMessages(registration, form, 'city'), ['City must be at most 255 characters.']);
  assert.deepEqual(fieldMessages(registration, form, 'firstName'), ['First name must be at most 255 characters.']);
  assert.deepEqual(fieldMessages(registration, form, 'lastName'), ['Last name must be at most 255 characters.']);
  assert.deepEqual(fieldMessages(childProfileSchema, { homeAddress: { ...home, city: letters(MEGABYTE) } }, 'homeAddress.city'), [
    'City must be at most 255 characters.',
  ]);
});

test('referral codes: at most 255 characters', () => {
  const registration = createRegistrationSchema(() => ({ year: 2024, month: 6, day: 12 }));
  assert.deepEqual(fieldMessages(registration, { campaignid: letters(TEXT_INPUT_MAX_LENGTH + 1) }, 'campaignid'), [TOO_LONG_MESSAGES.text]);
  assert.deepEqual(fieldMessages(registration, { mbsy: letters(TEXT_INPUT_MAX_LENGTH) }, 'mbsy'), []);
});

test('e-mail: longer than 254 characters is invalid, said once', () => {
  const schema = emailSchema(REGISTRATION_EMAIL_MESSAGES);
  const atLength = (length: number) => `${letters(length - '@example.com'.length)}@example.com`;
  // z.regexes.email bounds the local part to 64 characters, so the longest valid address has a long domain.
  const longDomain = `jane@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(EMAIL_MAX_LENGTH - 5 - 183 - 4)}.com`;
  assert.equal(longDomain.length, EMAIL_MAX_LENGTH);
  assert.deepEqual(messagesOf(schema, longDomain), []);
  assert.deepEqual(messagesOf(schema, `${longDomain}m`), ['Email is invalid.']);
  assert.deepEqual(messagesOf(schema, atLength(MEGABYTE)), ['Email is invalid.']);
});

test('passwords: sign-in, current and checked passwords at most 128; set ones keep the spec lengths', () => {
  const tooLong = letters(PASSWORD_INPUT_MAX_LENGTH + 1);
  const signIn = { grant_type: 'password', userName: 'jane@example.com', password: tooLong };
  assert.deepEqual(fieldMessages(passwordGrantSchema, signIn, 'password'), ['Your password must be at most 128 characters.']);
  assert.deepEqual(fieldMessages(passwordGrantSchema, { ...signIn, password: letters(PASSWORD_INPUT_MAX_LENGTH) }, 'password'), []);
  assert.deepEqual(fieldMessages(loginAsSchema, { password: tooLong }, 'password'), ['Your password must be at most 128 characters.']);
  assert.deepEqual(fieldMessages(checkPasswordSchema, { password: tooLong }, 'password'), ['Your password must be at most 128 characters.']);
  assert.deepEqual(fieldMessages(changePasswordSchema, { oldPassword: tooLong }, 'oldPassword'), ['Your password must be at most 128 characters.']);
  assert.deepEqual(fieldMessages(changePasswordSchema, { newPassword: `Aa1#${letters(MEGABYTE)}` }, 'newPassword'), ['Must be at most 16 characters!']);
});

test('ids at most a UUID long, link codes at most 43 characters', () => {
  const uuid = '6f1c1a52-8b3e-4c1e-9a4f-2f0a7f6c9b11';
  const code = 'A'.repeat(43);
  assert.deepEqual(messagesOf(confirmEmailSchema, { userId: uuid, securityCode: code }), []);
  assert.equal(fieldMessages(confirmEmailSchema, { userId: `${uuid}0`, securityCode: code }, 'userId').length, 1);
  assert.equal(fieldMessages(confirmEmailSchema, { userId: uuid, securityCode: `${code}A` }, 'securityCode').length, 1);
  assert.equal(fieldMessages(resetPasswordSchema, { userId: letters(MEGABYTE) }, 'userId').length, 1);
  assert.equal(fieldMessages(resetPasswordSchema, { securityCode: letters(MEGABYTE) }, 'securityCode').length, 1);
  assert.equal(fieldMessages(checkPasswordSchema, { userId: letters(37) }, 'userId').length, 1);
  assert.equal(fieldMessages(changeUserNameSchema, { userId: letters(37) }, 'userId').length, 1);
  assert.deepEqual(fieldMessages(codeGrantSchema, { grant_type: 'code', userid: letters(37) }, 'userid'), ['Please enter the 6-digit code from the email.']);
  assert.deepEqual(fieldMessages(codeGrantSchema, { grant_type: 'code', code: '1'.repeat(MEGABYTE) }, 'code'), ['Please enter the 6-digit code from the email.']);
  assert.equal(fieldMessages(codeGrantSchema, { grant_type: 'code', userName: letters(EMAIL_MAX_LENGTH + 1) }, 'userName').length, 1);
  assert.equal(fieldMessages(codeGrantSchema, { grant_type: 'code', password: letters(PASSWORD_INPUT_MAX_LENGTH + 1) }, 'password').length, 1);
  assert.equal(fieldMessages(passwordGrantSchema, { grant_type: 'password', orderId: letters(37) }, 'orderId').length, 1);
  assert.equal(fieldMessages(loginAsSchema, { adminName: letters(TEXT_INPUT_MAX_LENGTH + 1) }, 'adminName').length, 1);
});

test('phones, zips and dates: one message for a too-long value', () => {
  assert.deepEqual(messagesOf(phoneSchema, '+1 (317) 555-0100'), ['Country codes not allowed. 10 digit phone numbers only.']);
  assert.deepEqual(messagesOf(phoneSchema, ' '.repeat(22) + '3175550100'), []);
  assert.deepEqual(messagesOf(phoneSchema, '3'.repeat(MEGABYTE)), ['10 digit phone numbers only.']);
  assert.deepEqual(messagesOf(zipSchema, '4'.repeat(MEGABYTE)), ['5 digit zip code required.']);
  assert.deepEqual(messagesOf(testCenterZipSchema, '46204'.repeat(MEGABYTE / 5)), ['Zip must be 5 digits.']);
  assert.equal(testCenterZipSchema.parse(`${' '.repeat(27)}46204`), '46204');
  assert.deepEqual(messagesOf(registrationBirthDateSchema(), '04-23-1985'.repeat(2)), ['Please add a birthday.']);
  assert.deepEqual(messagesOf(profileBirthDateSchema, '1985-04-23T00:00:00.000Z'), []);
  assert.deepEqual(messagesOf(profileBirthDateSchema, '1985-04-23T00:00:00.000Z '), ['Please choose a birthday.']);
});

test('search terms: at most 100 characters', () => {
  assert.equal(searchTextSchema.parse(letters(SEARCH_MAX_LENGTH)), letters(SEARCH_MAX_LENGTH));
  assert.deepEqual(messagesOf(searchTextSchema, letters(SEARCH_MAX_LENGTH + 1)), ['Please enter at most 100 characters.']);
});
