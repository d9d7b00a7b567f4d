import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../../../lib/http-client';

// spec/01 3 Profile and 7: GET /api/profile/get/{id} (docs/api-accounts.md
// Profiles). Read after sign-in for the home state (spec/01 4) and by the
// account area. zod/mini: the schema is cheap wherever it ends up loading.

const address = z.nullable(
  z.object({
    addressLine: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
);

const nullableText = z.nullish(z.string());

export const profileResponseSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: nullableText,
  lastName: z.string(),
  /** Text, '' for None. */
  suffix: nullableText,
  /** Index into SUFFIXES. */
  title: z.nullish(z.number()),
  email: nullableText,
  homePhone: nullableText,
  workPhone: nullableText,
  mobilePhone: nullableText,
  /** 1 male, 2 female. */
  gender: z.nullish(z.number()),
  /** 'yyyy-mm-ddT00:00:00.000Z'. */
  birthDate: nullableText,
  homeAddress: z.optional(address),
  billingAddress: z.optional(address),
  govAddress: z.optional(address),
  /** 0 English, 1 Spanish. */
  languagePreference: z.nullish(z.number()),
  isChild: z.optional(z.boolean()),
  consentStatus: z.nullish(z.number()),
  createdDate: nullableText,
});

export type ProfileResponse = z.infer<typeof profileResponseSchema>;
export type ProfileAddressResponse = NonNullable<ProfileResponse['homeAddress']>;

export const profileKeys = {
  all: ['profile'] as const,
  details: () => [...profileKeys.all, 'get'] as const,
  detail: (id: string) => [...profileKeys.details(), id] as const,
};

export const getProfile = (id: string, signal?: AbortSignal): Promise<ProfileResponse> =>
  http.get(`/api/profile/get/${encodeURIComponent(id)}`, profileResponseSchema, signal);

export const profileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => getProfile(id, signal),
  });

/** The profile with this id; pass null (signed out, no profile yet) to wait. */
export const useProfile = (id: string | null | undefined) =>
  useQuery({ ...profileQueryOptions(id ?? ''), enabled: Boolean(id) });
