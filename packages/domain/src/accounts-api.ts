import * as z from 'zod/mini';
import { listResponseSchema, type ListResponse } from './api-error';
import { ID_MAX_LENGTH } from './constants';
import { tokenResponseSchema } from './session-api';

// The accounts API's answers and query strings (spec/01 3, 7;
// docs/api-accounts.md), shared by apps/api and apps/web so a changed field
// fails the type check on both sides. Request bodies are the schemas of
// validation/. The answers that make a session are in session-api.ts.

/** The password grant's answer when an e-mailed code is needed (spec/01 4). */
export const mfaRequiredSchema = z.object({ userId: z.string() });
export type MfaRequiredResponse = z.infer<typeof mfaRequiredSchema>;

/** POST /Token with grant_type password: signed in, or a code is needed. */
export const passwordGrantResponseSchema = z.union([tokenResponseSchema, mfaRequiredSchema]);

/** /Token's refusals, OAuth-style (RFC 6749 5.2; TokenErrorBody). */
export const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string() });

/** GET /api/account/emailHistory rows (spec/01 7), newest first. */
export const emailHistoryItemSchema = z.object({ changeDate: z.string(), oldEmail: z.string(), newEmail: z.string() });
export type EmailHistoryItem = z.infer<typeof emailHistoryItemSchema>;
export const emailHistorySchema = listResponseSchema(emailHistoryItemSchema);
export type EmailHistoryResponse = ListResponse<EmailHistoryItem>;

/** POST /api/account/register: the new account's id. */
export const registrationResponseSchema = z.object({ userId: z.string() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** POST /api/account/checkEmail (in use) and /api/account/checkPassword (used before). */
export const yesNoResponseSchema = z.boolean();

/** POST /api/account/password/verify (issue 18): whether the password is the account's current one. */
export const passwordVerifiedSchema = z.object({ valid: z.boolean() });
export type PasswordVerified = z.infer<typeof passwordVerifiedSchema>;

/** PUT /api/account/twoFactor/{userId}/{enabled}: the setting now. */
export const twoFactorResponseSchema = z.object({ isTwoFactor: z.boolean() });

/**
 * POST /api/account/loginAs (issue 14): the single-use code the new tab
 * exchanges for the customer's session, and the seconds it stays good.
 */
export const loginAsCodeSchema = z.object({ code: z.string(), expires_in: z.int() });
export type LoginAsCode = z.infer<typeof loginAsCodeSchema>;

/** `200 {}`: done, nothing to tell. */
export const emptySchema = z.object({});

/** ?userId= of the calls about one user (emailHistory). */
export const userIdQuerySchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH)) });
