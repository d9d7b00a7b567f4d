import * as z from 'zod/mini';
import { LANGUAGE } from './profile';

// The answers that make and show a session (spec/01 3, 7): the token and who
// is signed in. zod/mini and apart from accounts-api.ts: the header asks
// userInfo on the storefront's first load, which should not carry the other
// accounts answers (decisions.md, first load).

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
  /** Guest cart lines refused or changed when they merged into the account's cart at sign-in (block notices); absent when none. */
  cartNotices: z.optional(z.array(z.object({ type: z.enum(['info', 'success', 'warning', 'error', 'block']), message: z.string() }))),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

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
