import { loginAsCodeSchema, type LoginAsCode } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import type { LoginAsPayload } from '../../../lib/dialogs';
import { sendWrite } from '../../../lib/mutations/send-write';
import { accountMutationKeys } from './account-mutation-keys';

/**
 * spec/01 3, 4 login-as (path in docs/api-accounts.md): the single-use code
 * the new tab exchanges for the customer's quasi-admin session (issue 14).
 */
export const loginAs = (payload: LoginAsPayload): Promise<LoginAsCode> =>
  sendWrite('/api/account/loginAs', { method: 'POST', body: payload, schema: loginAsCodeSchema, silent: true });

export const useLoginAs = () => useMutation({ mutationKey: accountMutationKeys.loginAs(), mutationFn: loginAs });
