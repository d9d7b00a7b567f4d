import { profileResponseSchema, type ProfileResponse } from '@labstore/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

// spec/02 2.7 section 1: the signed-in customer's own profile (full name,
// birth date, gender) and its home state (spec/02 9 forbidden states). The
// same query key as the account area's, so either fills the other's cache.
export const useCheckoutProfile = (profileId: string | null) =>
  useQuery({
    queryKey: ['profile', 'get', profileId ?? ''],
    queryFn: ({ signal }): Promise<ProfileResponse> => http.get(`/api/profile/get/${encodeURIComponent(profileId ?? '')}`, profileResponseSchema, signal),
    enabled: Boolean(profileId),
  });
