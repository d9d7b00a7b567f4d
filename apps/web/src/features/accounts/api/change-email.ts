import { emptySchema, type ChangeUserNameInput } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { accountMutationKeys } from './account-mutation-keys';

/** spec/01 3, 7: POST /api/account/changeUserName with the new address (and the account, for an administrator changing another). */
export const changeEmail = (change: ChangeUserNameInput): Promise<unknown> =>
  sendWrite('/api/account/changeUserName', {
    method: 'POST',
    body: change,
    schema: emptySchema,
    silent: true,
  });

export const useChangeEmail = () => useMutation({ mutationKey: accountMutationKeys.changeEmail(), mutationFn: changeEmail });
