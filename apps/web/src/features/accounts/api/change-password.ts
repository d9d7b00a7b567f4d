import type { ChangePassword, CheckPasswordInput } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http-client';
import { accountMutationKeys } from './account-mutation-keys';

const done = { parse: (data: unknown) => data };

/** spec/01 7: POST /api/account/changePassword. Failures are shown in the dialog. */
export const changePassword = (change: ChangePassword): Promise<unknown> =>
  http.request('/api/account/changePassword', { method: 'POST', body: change, schema: done, silent: true });

/** spec/01 5, 7: POST /api/account/checkPassword; true means the password was used before. */
export const checkPassword = (check: CheckPasswordInput): Promise<boolean> =>
  http.request('/api/account/checkPassword', { method: 'POST', body: check, schema: z.boolean(), silent: true });

export const useChangePassword = () => useMutation({ mutationKey: accountMutationKeys.changePassword(), mutationFn: changePassword });
