import { z } from 'zod';
import { TEXT_INPUT_MAX_LENGTH } from '../constants';
import { capitalizeName } from '../profile';
import { TOO_LONG_MESSAGES } from './text-bounds';

// spec/01 5: letters, spaces and hyphens only. Letters are any script's
// letters (José, Nguyễn), with combining marks for accents typed decomposed;
// at least one letter is needed, so "-" alone is not a name.
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} -]+$/u;

export const NAME_MESSAGES = {
  firstRequired: 'Please add a first name.',
  firstLetters: 'First name can only contain letters.',
  lastRequired: 'Please add a last name.',
  lastLetters: 'Last name can only contain letters.',
  middleLetters: 'Middle name can only contain letters.',
  /** spec/01 5: the child form requires the middle name. */
  middleRequired: 'Please add a middle name.',
} as const;

export function isValidName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

/** A required name, trimmed and capitalised (spec/01 5), at most TEXT_INPUT_MAX_LENGTH characters. */
function requiredName(requiredMessage: string, lettersMessage: string, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(TEXT_INPUT_MAX_LENGTH, tooLongMessage)
    .refine((name) => name === '' || isValidName(name), lettersMessage)
    .overwrite(capitalizeName);
}

export const firstNameSchema = requiredName(NAME_MESSAGES.firstRequired, NAME_MESSAGES.firstLetters, TOO_LONG_MESSAGES.firstName);
export const lastNameSchema = requiredName(NAME_MESSAGES.lastRequired, NAME_MESSAGES.lastLetters, TOO_LONG_MESSAGES.lastName);
export const childMiddleNameSchema = requiredName(
  NAME_MESSAGES.middleRequired,
  NAME_MESSAGES.middleLetters,
  TOO_LONG_MESSAGES.middleName,
);

/** spec/01 5: the middle name may be left empty. */
export const middleNameSchema = z
  .string()
  .trim()
  .max(TEXT_INPUT_MAX_LENGTH, TOO_LONG_MESSAGES.middleName)
  .refine((name) => name === '' || isValidName(name), NAME_MESSAGES.middleLetters)
  .overwrite(capitalizeName)
  .optional();
