import i18next from 'i18next';
import { noLongerExistsMessage } from '@labstore/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileKeys } from '../features/profile/api/get-profile';
import { AccountProfileTab } from '../features/profile/components/account-profile-tab';
import { profileEn } from '../features/profile/locales/en';
import { profileEs } from '../features/profile/locales/es';
import type { UserProfileProps } from '../features/dashboard/gate/dashboard-environment';
import { useMessageText } from '../lib/messages/use-message-text';

// The form's strings, which the account area otherwise brings.
i18next.addResourceBundle('en', 'profile', profileEn, true, false);
i18next.addResourceBundle('es', 'profile', profileEs, true, false);

const ADMINISTRATOR = { isAdmin: true, isQuasiAdmin: false };

/**
 * spec/03 2 Users tab: the profile sub-tab is the account area's profile
 * form with an administrator's rights (every field, spec/03 5), about the
 * user of the panel; its read-mode buttons are the tab's.
 */
export function DashboardUserProfile({ profileId, email, actions, onSaved }: UserProfileProps) {
  const queryClient = useQueryClient();
  const message = useMessageText();
  // The e-mail shown is the profile's: read it again when the account's changes.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.detail(profileId) });
  }, [queryClient, profileId, email]);
  const missing = noLongerExistsMessage(email);
  return <AccountProfileTab profileId={profileId} roles={ADMINISTRATOR} managed={{ actions, onSaved, missingMessage: message(missing) ?? missing }} />;
}
