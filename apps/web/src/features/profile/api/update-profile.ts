import { profileResponseSchema, type ProfileUpdateBody } from '@labstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { profileKeys } from './get-profile';
import { profileListKey } from './list-profiles';

// spec/01 4 and 7: PUT /api/profile/update with the full profile; the answer
// is the saved profile, which replaces the cached one. Silent: the form words
// a failure itself ('Update failed' over the server's message, spec/01 4).

export const updateProfile = (body: ProfileUpdateBody) =>
  sendWrite('/api/profile/update', { method: 'PUT', body, schema: profileResponseSchema, silent: true });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.detail(saved.id), saved);
      // spec/01 4: a profiles update refreshes the displayed name and e-mail elsewhere.
      void queryClient.invalidateQueries({ queryKey: profileListKey() });
    },
  });
}
