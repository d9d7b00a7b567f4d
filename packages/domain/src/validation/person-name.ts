import { z } from 'zod';
import { capitalizeName } from '../profile';

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

/** A required name, trimmed and capitalised (spec/01 5). */
function requiredName(requiredMessage: string, lettersMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((name) => name === '' || isValidName(name), lettersMessage)
    .overwrite(capitalizeName);
}

export const firstNameSchema = requiredName(NAME_MESSAGES.firstRequired, NAME_MESSAGES.firstLetters);
export const lastNameSchema = requiredName(NAME_MESSAGES.lastRequired, NAME_MESSAGES.lastLetters);
export const childMiddleNameSchema = requiredName(NAME_MESSAGES.middleRequired, NAME_MESSAGES.middleLetters);

/** spec/01 5: the middle name may be left empty. */
export const middleNameSchema = z
  .string()
  .trim()
  .refine((name) => name === '' || isValidName(name), NAME_MESSAGES.middleLetters)
  .overwrite(capitalizeName)
  .optional();
