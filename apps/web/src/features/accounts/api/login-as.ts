import { tokenResponseSchema, type TokenResponse } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import type { LoginAsPayload } from '../../../lib/dialogs';
import { http } from '../../../lib/http-client';
import { accountMutationKeys } from './account-mutation-keys';

/** spec/01 3, 4 login-as (path in docs/api-accounts.md): a quasi-admin session of the customer. */
export const loginAs = (payload: LoginAsPayload): Promise<TokenResponse> =>
  http.request('/api/account/loginAs', { method: 'POST', body: payload, schema: tokenResponseSchema, silent: true });

export const useLoginAs = () => useMutation({ mutationKey: accountMutationKeys.loginAs(), mutationFn: loginAs });
