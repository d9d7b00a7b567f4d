import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants';

export interface EmailMessages {
  required: string;
  invalid: string;
}

/** spec/01 5: registration wording. */
export const REGISTRATION_EMAIL_MESSAGES: EmailMessages = {
  required: 'Please add an email address.',
  invalid: 'Email is invalid.',
};

/** spec/01 5: adult profile wording. */
export const PROFILE_EMAIL_MESSAGES: EmailMessages = {
  required: 'Email is required',
  invalid: 'Please provide a valid email address',
};

/** spec/01 5, 8: the on-blur check and the registration failure. */
export const EMAIL_TAKEN_MESSAGE = 'This email is already taken.';

export function isEmail(value: string): boolean {
  return z.regexes.email.test(value);
}

/**
 * A required e-mail address; an empty one gets only the required message. A
 * longer one than EMAIL_MAX_LENGTH is no address (RFC 5321), so it is invalid,
 * said once.
 * (Rules after "required" pass on empty text instead of aborting: an aborting
 * issue would stop the form's cross-field rules, see cross-field.ts.)
 */
export function emailSchema(messages: EmailMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.invalid)
    .refine((email) => email === '' || email.length > EMAIL_MAX_LENGTH || isEmail(email), messages.invalid);
}
