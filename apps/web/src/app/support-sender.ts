import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useUserInfo } from '../features/session/api/get-user-info';
import type { SupportSender } from '../features/support/components/support-dialog';

// The support form is filled in for a signed-in customer (issue 16): the
// address from the session feature, the name from the profile feature, whose
// fetcher loads only when the form asks for it (features do not import each
// other; the app composes them, as account-environment.ts does).
export function useSupportSender(): SupportSender {
  const queryClient = useQueryClient();
  const userInfo = useUserInfo().data;
  const email = userInfo?.userName;
  const profileId = userInfo?.profileId ?? null;
  return useMemo(
    () => ({
      email,
      readName: profileId
        ? async () => {
            const { profileQueryOptions } = await import('../features/profile/api/get-profile');
            const profile = await queryClient.fetchQuery(profileQueryOptions(profileId)).catch(() => undefined);
            return profile ? `${profile.firstName} ${profile.lastName}`.trim() : undefined;
          }
        : undefined,
    }),
    [queryClient, email, profileId],
  );
}
