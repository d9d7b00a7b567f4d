import { profileResponseSchema, type ChildProfileUpdateBody } from '@labstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { profileKeys } from './get-profile';
import { profileListKey } from './list-profiles';

// spec/01 2.6 and 7: PUT /api/profile/child/update, the full child profile.

export const updateChildProfile = (body: ChildProfileUpdateBody) =>
  sendWrite('/api/profile/child/update', { method: 'PUT', body, schema: profileResponseSchema, silent: true });

export function useUpdateChildProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'child', 'update'],
    mutationFn: updateChildProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: profileListKey() });
    },
  });
}
