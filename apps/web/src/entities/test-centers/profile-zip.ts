import { profileResponseSchema, profileZipForTestCenters } from '@labstore/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http-client';
import { useAuthSession } from '../../lib/session/current-session';

// spec/02 2.11: a signed-in customer's search starts at a zip of their
// profile (home, then billing, then government; packages/domain). The
// profile is read as the account area reads it (GET /api/profile/get/{id});
// only the zip leaves this hook, and nothing of it is stored.

const profileZipKey = (profileId: string) => ['profile', 'get', profileId, 'testCenterZip'] as const;

/** The profile's zip for the search: undefined while signed out, loading, or when it has none. */
export function useProfileZip(): { zip: string | undefined; pending: boolean } {
  const profileId = useAuthSession()?.profileId ?? null;
  const query = useQuery({
    queryKey: profileZipKey(profileId ?? ''),
    queryFn: async ({ signal }) => {
      const profile = await http.request(`/api/profile/get/${encodeURIComponent(profileId ?? '')}`, { schema: profileResponseSchema, signal, silent: true });
      return profileZipForTestCenters(profile) ?? null;
    },
    enabled: profileId !== null,
    staleTime: Infinity,
  });
  return { zip: query.data ?? undefined, pending: profileId !== null && query.isPending };
}
