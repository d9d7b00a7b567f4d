import type { Language } from '@labstore/domain';
import type { QueryClient } from '@tanstack/react-query';
import { getAuthSession, updateSession } from '../../../lib/session/current-session';
import { languagePreferenceBody } from '../profile-form';
import { profileKeys, profileQueryOptions } from './get-profile';
import { profileListKey } from './list-profiles';
import { updateProfile } from './update-profile';

/**
 * issue 10: the header's and footer's language switch, signed in, saves the
 * choice as the profile's language preference (spec/01 2.6, 4), so the next
 * sign-in, which follows the profile, keeps it. Read fresh, so the rest of
 * the profile goes back as the server has it. An administrator acting for a
 * customer (quasi-admin) changes only their own view, not the customer's
 * preference.
 */
export async function saveLanguagePreference(preference: Language, queryClient: QueryClient): Promise<void> {
  const session = getAuthSession();
  if (!session?.profileId || session.isQuasiAdmin) return;
  const stored = await queryClient.fetchQuery({ ...profileQueryOptions(session.profileId), staleTime: 0 });
  if (stored.languagePreference === preference) return;
  const body = languagePreferenceBody(stored, preference);
  if (!body) return;
  const saved = await updateProfile(body);
  queryClient.setQueryData(profileKeys.detail(saved.id), saved);
  void queryClient.invalidateQueries({ queryKey: profileListKey() });
  updateSession({ languagePreference: preference });
}
