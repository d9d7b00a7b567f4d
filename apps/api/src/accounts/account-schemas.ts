import { LANGUAGE } from '@labstore/domain';
import { z } from 'zod';

// Response shapes of the accounts API (docs/api-accounts.md); the request
// shapes are the shared schemas of packages/domain.

const language = z.literal([LANGUAGE.English, LANGUAGE.Spanish]);

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  profileId: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  isAdmin: z.boolean(),
  isQuasiAdmin: z.boolean(),
  languagePreference: language,
});

export const mfaRequiredSchema = z.object({ userId: z.string() });

export const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string() });

export const userInfoSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  profileId: z.string().nullable(),
  isAdmin: z.boolean(),
  isQuasiAdmin: z.boolean(),
  languagePreference: language,
  emailConfirmed: z.boolean(),
  isTwoFactor: z.boolean(),
});

export const emailHistorySchema = z.object({
  items: z.array(z.object({ changeDate: z.string(), oldEmail: z.string(), newEmail: z.string() })),
  count: z.number().int(),
});

/** `200 {}`: done, nothing to tell. */
export const emptySchema = z.object({});

export const userIdQuerySchema = z.object({ userId: z.string().min(1) });
