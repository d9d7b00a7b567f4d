import { test } from 'vitest';
import assert from 'node:assert/strict';
import { childMiddleNameSchema, firstNameSchema, isValidName, lastNameSchema, middleNameSchema } from './person-name';
import type { z } from 'zod';

const messagesOf = (schema: z.ZodType, value: unknown): string[] =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

test('first and last names are required', () => {
  assert.deepEqual(messagesOf(firstNameSchema, ''), ['Please add a first name.']);
  assert.deepEqual(messagesOf(firstNameSchema, '  '), ['Please add a first name.']);
  assert.deepEqual(messagesOf(firstNameSchema, undefined), ['Please add a first name.']);
  assert.deepEqual(messagesOf(lastNameSchema, ''), ['Please add a last name.']);
});

test('letters, spaces and hyphens only', () => {
  assert.deepEqual(messagesOf(firstNameSchema, 'J0hn'), ['First name can only contain letters.']);
  assert.deepEqual(messagesOf(lastNameSchema, "O'Brien"), ['Last name can only contain letters.']);
  assert.deepEqual(messagesOf(lastNameSchema, '-'), ['Last name can only contain letters.']);
  assert.deepEqual(messagesOf(middleNameSchema, 'A.'), ['Middle name can only contain letters.']);
  assert.equal(isValidName('Mary-Jane Van Der Berg'), true);
  assert.equal(isValidName('José Núñez'), true);
  assert.equal(isValidName('Jose\u0301'), true); // decomposed accent
  assert.equal(isValidName('Ann\tLee'), false);
});

test('names are trimmed and capitalised', () => {
  assert.equal(firstNameSchema.parse('  mary-jane '), 'Mary-Jane');
  assert.equal(lastNameSchema.parse('de la cruz'), 'De La Cruz');
  assert.equal(middleNameSchema.parse('ann'), 'Ann');
});

test('the middle name is optional, except on the child form', () => {
  assert.equal(middleNameSchema.parse(''), '');
  assert.equal(middleNameSchema.parse(undefined), undefined);
  assert.deepEqual(messagesOf(childMiddleNameSchema, ''), ['Please add a middle name.']);
  assert.deepEqual(messagesOf(childMiddleNameSchema, 'B2'), ['Middle name can only contain letters.']);
});
