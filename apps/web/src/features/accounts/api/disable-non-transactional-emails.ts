import { emptySchema } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { accountMutationKeys } from './account-mutation-keys';

/**
 * spec/01 7: GET /api/keap/disableNonTransactionalEmails?userId=, from the
 * e-mailed link, which also carries the token signing the id
 * (docs/api-accounts.md). Failures are shown in the dialog.
 */
export function disableNonTransactionalEmails(userId: string, token: string | undefined): Promise<unknown> {
  const query = new URLSearchParams({ userId, ...(token ? { token } : {}) });
  return http.request(`/api/keap/disableNonTransactionalEmails?${query.toString()}`, {
    schema: emptySchema,
    silent: true,
  });
}

export const useDisableNonTransactionalEmails = () =>
  useMutation({
    mutationKey: accountMutationKeys.unsubscribe(),
    mutationFn: ({ userId, token }: { userId: string; token: string | undefined }) => disableNonTransactionalEmails(userId, token),
  });
