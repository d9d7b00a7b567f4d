import { profileListResponseSchema } from '@labstore/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { profileKeys } from './get-profile';

// spec/01 7: GET /api/profile/list, the caller's own adult profile first, then
// the children by createdDate (docs/api-accounts.md Profiles).

export const profileListKey = () => [...profileKeys.all, 'list'] as const;

export const listProfiles = (signal?: AbortSignal) => http.get('/api/profile/list', profileListResponseSchema, signal);

export const profileListQueryOptions = () =>
  queryOptions({
    queryKey: profileListKey(),
    queryFn: ({ signal }) => listProfiles(signal),
  });

export const useProfileList = (enabled = true) => useQuery({ ...profileListQueryOptions(), enabled });
