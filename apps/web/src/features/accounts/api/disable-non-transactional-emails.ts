import { emptySchema } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { accountMutationKeys } from './account-mutation-keys';

/** Who the e-mailed link unsubscribes: an account, or a newsletter address without one, and the token signing it. */
export interface UnsubscribeLink {
  userId?: string | undefined;
  email?: string | undefined;
  token?: string | undefined;
}

/**
 * spec/01 7: GET /api/keap/disableNonTransactionalEmails?userId= (or
 * ?email=, decisions.md), from the e-mailed link, which also carries the
 * token signing it (docs/api-accounts.md). Failures are shown in the dialog.
 */
export function disableNonTransactionalEmails(link: UnsubscribeLink): Promise<unknown> {
  const query = new URLSearchParams(Object.entries(link).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return sendWrite(`/api/keap/disableNonTransactionalEmails?${query.toString()}`, {
    method: 'GET',
    schema: emptySchema,
    silent: true,
  });
}

export const useDisableNonTransactionalEmails = () =>
  useMutation({
    mutationKey: accountMutationKeys.unsubscribe(),
    mutationFn: disableNonTransactionalEmails,
  });
