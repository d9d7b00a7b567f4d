import { profileResponseSchema, type ChildProfileCreateBody } from '@labstore/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { profileKeys } from './get-profile';
import { profileListKey } from './list-profiles';

// spec/01 2.6 and 7: POST /api/profile/child/create, a child of the signed-in account.

export const createChildProfile = (body: ChildProfileCreateBody) =>
  sendWrite('/api/profile/child/create', { method: 'POST', body, schema: profileResponseSchema, silent: true });

export function useCreateChildProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'child', 'create'],
    mutationFn: createChildProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: profileListKey() });
    },
  });
}
