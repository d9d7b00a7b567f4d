import * as z from 'zod/mini';
import { listResponseSchema, type ListResponse } from './api-error';
import { ID_MAX_LENGTH } from './constants';
import { LANGUAGE } from './profile';

// The accounts API's answers and query strings (spec/01 3, 7;
// docs/api-accounts.md), shared by apps/api and apps/web so a changed field
// fails the type check on both sides. Request bodies are the schemas of
// validation/. zod/mini: the header asks userInfo on the first load.

const languageSchema = z.literal([LANGUAGE.English, LANGUAGE.Spanish]);

/** spec/01 3 auth info, as /Token's grants and login-as answer it. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
  userId: z.string(),
  userName: z.string(),
  profileId: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  orderNumber: z.nullable(z.int()),
  isAdmin: z.boolean(),
  isQuasiAdmin: z.boolean(),
  languagePreference: languageSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The password grant's answer when an e-mailed code is needed (spec/01 4). */
export const mfaRequiredSchema = z.object({ userId: z.string() });
export type MfaRequiredResponse = z.infer<typeof mfaRequiredSchema>;

/** POST /Token with grant_type password: signed in, or a code is needed. */
export const passwordGrantResponseSchema = z.union([tokenResponseSchema, mfaRequiredSchema]);

/** /Token's refusals, OAuth-style (RFC 6749 5.2; TokenErrorBody). */
export const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string() });

/** GET /api/account/userInfo, also the keep-alive ping. */
export const userInfoSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  profileId: z.nullable(z.string()),
  isAdmin: z.boolean(),
  isQuasiAdmin: z.boolean(),
  languagePreference: languageSchema,
  emailConfirmed: z.boolean(),
  isTwoFactor: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

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

/** PUT /api/account/twoFactor/{userId}/{enabled}: the setting now. */
export const twoFactorResponseSchema = z.object({ isTwoFactor: z.boolean() });

/** `200 {}`: done, nothing to tell. */
export const emptySchema = z.object({});

/** ?userId= of the calls about one user (emailHistory). */
export const userIdQuerySchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH)) });
