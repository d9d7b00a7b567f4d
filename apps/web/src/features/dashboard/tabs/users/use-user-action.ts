import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../../lib/notifications';
import { userKeys } from './user-calls';

/**
 * One change made on a user's panel: while it runs its control is busy; once
 * done the success notice says what changed (spec/03 8) and the list is read
 * again, as the server left it. A refusal has shown in the error bar.
 */
export function useUserAction<Input>(run: (input: Input) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (message) => {
      notify({ type: 'success', message });
      void queryClient.invalidateQueries({ queryKey: userKeys.list });
    },
  });
}
