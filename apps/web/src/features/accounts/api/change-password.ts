import { emptySchema, yesNoResponseSchema, type ChangePassword, type CheckPasswordInput } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { sendWrite } from '../../../lib/mutations/send-write';
import { accountMutationKeys } from './account-mutation-keys';

/** spec/01 7: POST /api/account/changePassword. Failures are shown in the dialog. */
export const changePassword = (change: ChangePassword): Promise<unknown> =>
  sendWrite('/api/account/changePassword', { method: 'POST', body: change, schema: emptySchema, silent: true });

/** spec/01 5, 7: POST /api/account/checkPassword; true means the password was used before. */
export const checkPassword = (check: CheckPasswordInput): Promise<boolean> =>
  http.request('/api/account/checkPassword', { method: 'POST', body: check, schema: yesNoResponseSchema, silent: true });

export const useChangePassword = () => useMutation({ mutationKey: accountMutationKeys.changePassword(), mutationFn: changePassword });
