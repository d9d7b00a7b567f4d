import { z } from 'zod';
import { ID_MAX_LENGTH, LINK_CODE_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH } from '../constants';

// The spec words no message for a too-long field; these are ours, in the
// voice of the other field messages (decisions.md, "Text bounds").
export const TOO_LONG_MESSAGES = {
  firstName: `First name must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  middleName: `Middle name must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  lastName: `Last name must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  addressLine: `Address must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  city: `City must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  password: `Your password must be at most ${PASSWORD_INPUT_MAX_LENGTH} characters.`,
  text: `Must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
} as const;

/** Optional short text the customer never types (referral codes, names a client echoes back). */
export const shortTextSchema = z.string().max(TEXT_INPUT_MAX_LENGTH, TOO_LONG_MESSAGES.text);

/**
 * A user or profile id sent back to the API. Bounded to a UUID's length, not
 * checked as one: an id that is no UUID reaches the service, which answers as
 * for an unknown id (the spec's "link invalid", 404).
 */
export const idTextSchema = z.string().min(1).max(ID_MAX_LENGTH);

/** The security code of an e-mailed link (confirm, reset). */
export const linkCodeSchema = z.string().min(1).max(LINK_CODE_MAX_LENGTH);

/** A password that is only compared, never set (sign-in, current password). */
export function enteredPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_INPUT_MAX_LENGTH, TOO_LONG_MESSAGES.password);
}
