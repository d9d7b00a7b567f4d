import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AccountEnvironment } from '../features/accounts/account-environment';
import { sessionKeys, useUserInfo } from '../features/session/api/get-user-info';

// The app composes what the account dialogs need of the session and profile
// features (features do not import each other, docs/decisions.md "Web
// session and feature boundaries"). The profile feature's fetcher is loaded
// only when asked, so it stays out of the first load.
export function useAccountEnvironment(): AccountEnvironment {
  const queryClient = useQueryClient();
  const userInfo = useUserInfo().data;
  const userId = userInfo?.userId;
  const email = userInfo?.userName;
  return useMemo(
    () => ({
      signedInAs: userId !== undefined && email !== undefined ? { userId, email } : undefined,
      readHomeState: async (profileId) => {
        const { profileQueryOptions } = await import('../features/profile/api/get-profile');
        const profile = await queryClient.fetchQuery(profileQueryOptions(profileId)).catch(() => undefined);
        return profile?.homeAddress?.state;
      },
      onEmailChanged: () => {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        void import('../features/profile/api/get-profile').then(({ profileKeys }) => queryClient.invalidateQueries({ queryKey: profileKeys.all }));
      },
    }),
    [queryClient, userId, email],
  );
}
