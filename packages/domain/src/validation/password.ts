import { z } from 'zod';
import { REGISTRATION_PASSWORD_LENGTH, RESET_PASSWORD_LENGTH } from '../constants';
import { exhaustiveMap } from '../exhaustive-map';

/** spec/01 5: the special characters a registration password may use. */
export const REGISTRATION_PASSWORD_SPECIALS = String.raw`!@#$%^&*()_+-=[]{};':"\|,.<>/?`;
/** spec/01 5: the special characters of the reset and change pattern. */
export const ACCOUNT_PASSWORD_SPECIALS = '#?!@$%^&*~';

export type PasswordRule = 'number' | 'capital' | 'small' | 'special' | 'length';

/** spec/01 5 (change password): the checklist's words, in the order it lists them. */
export const PASSWORD_RULE_MESSAGES: Readonly<Record<PasswordRule, string>> = {
  number: 'Must contain at least 1 number!',
  capital: 'Must contain at least 1 in Capital Case!',
  small: 'Must contain at least 1 Letter in Small Case!',
  special: 'Must contain at least 1 Special Character!',
  length: 'Must be at least 8 characters!',
};

/** The same words by rule, for the rules a password misses (issue 14: lookups go through a Map). */
const RULE_MESSAGE = exhaustiveMap(PASSWORD_RULE_MESSAGES);

const PASSWORD_RULES: readonly PasswordRule[] = ['number', 'capital', 'small', 'special', 'length'];

/**
 * Which rules of the live checklist a password meets (spec/01 2.4, 2.5, 5).
 * Letters and digits are ASCII, as in the original pattern. Registration
 * passes its own special characters.
 */
export function passwordChecklist(
  password: string,
  specials: string = ACCOUNT_PASSWORD_SPECIALS,
): Record<PasswordRule, boolean> {
  return {
    number: /[0-9]/.test(password),
    capital: /[A-Z]/.test(password),
    small: /[a-z]/.test(password),
    special: [...password].some((character) => specials.includes(character)),
    length: password.length >= RESET_PASSWORD_LENGTH.min,
  };
}

export function unmetPasswordRules(password: string): PasswordRule[] {
  const checklist = passwordChecklist(password);
  return PASSWORD_RULES.filter((rule) => !checklist[rule]);
}

// spec/01 5 names the required and minimum-length messages of registration
// and only says "a message about the required character kinds"; that message
// and the two maximum-length ones are ours.
export const REGISTRATION_PASSWORD_MESSAGES = {
  required: 'Please fill password field.',
  tooShort: 'Your password must be at least 8 characters.',
  tooLong: 'Your password must be at most 26 characters.',
  kinds: 'Your password must include a number, an uppercase letter, a lowercase letter and a special character.',
} as const;

export const ACCOUNT_PASSWORD_TOO_LONG_MESSAGE = 'Must be at most 16 characters!';

function hasAllRegistrationKinds(password: string): boolean {
  const { number, capital, small, special } = passwordChecklist(password, REGISTRATION_PASSWORD_SPECIALS);
  return number && capital && small && special;
}

/**
 * spec/01 5: registration password, 8 to 26 characters with all four kinds.
 * Rules after "required" pass on empty text, so an empty field shows one
 * message without an aborting issue (see cross-field.ts).
 */
export const registrationPasswordSchema = z
  .string({ error: REGISTRATION_PASSWORD_MESSAGES.required })
  .min(1, REGISTRATION_PASSWORD_MESSAGES.required)
  .refine(
    (password) => password === '' || password.length >= REGISTRATION_PASSWORD_LENGTH.min,
    REGISTRATION_PASSWORD_MESSAGES.tooShort,
  )
  .max(REGISTRATION_PASSWORD_LENGTH.max, REGISTRATION_PASSWORD_MESSAGES.tooLong)
  .refine((password) => password === '' || hasAllRegistrationKinds(password), REGISTRATION_PASSWORD_MESSAGES.kinds);

/**
 * spec/01 5: reset and change password, 8 to 16 characters, one message per
 * unmet checklist rule. The required message differs between the two forms.
 */
export function accountPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(RESET_PASSWORD_LENGTH.max, ACCOUNT_PASSWORD_TOO_LONG_MESSAGE)
    .superRefine((password, ctx) => {
      if (password === '') return;
      for (const rule of unmetPasswordRules(password)) {
        ctx.addIssue({ code: 'custom', message: RULE_MESSAGE.get(rule) });
      }
    });
}
