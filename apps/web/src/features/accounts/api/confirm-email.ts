import { emptySchema, type ConfirmEmailInput } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { accountMutationKeys } from './account-mutation-keys';

// spec/01 7: POST /api/account/register/confirm from the e-mailed link
// /confirm/{userId}/{securityCode}. A link is good once, so one page visit
// asks once (React's development double effects included).
const asked = new Map<string, Promise<unknown>>();

export function confirmEmail({ userId, securityCode }: ConfirmEmailInput): Promise<unknown> {
  const key = `${userId}/${securityCode}`;
  let pending = asked.get(key);
  if (!pending) {
    pending = sendWrite('/api/account/register/confirm', {
      method: 'POST',
      body: { userId, securityCode },
      schema: emptySchema,
    });
    asked.set(key, pending);
  }
  return pending;
}

export const useConfirmEmail = () => useMutation({ mutationKey: accountMutationKeys.confirmEmail(), mutationFn: confirmEmail });
