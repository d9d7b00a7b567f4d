import { profileResponseSchema, type ProfileResponse } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

// spec/01 3 Profile and 7: GET /api/profile/get/{id} (docs/api-accounts.md
// Profiles), checked with the schema the API answers with (packages/domain),
// so a changed field fails the type check on both sides. Read by the account
// area, and after sign-in for the home state (spec/01 4) through the app.

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
