import { emptySchema, type EmailRequestInput, type ResetPasswordInput } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { accountMutationKeys } from './account-mutation-keys';

/** spec/01 7 (path spelt so): e-mails a reset link; spec/01 8: its errors are ignored silently. */
export const requestPasswordReset = (request: EmailRequestInput): Promise<unknown> =>
  sendWrite('/api/account/pasword/reset', { method: 'POST', body: request, schema: emptySchema, silent: true });

/** spec/01 3, 7: the new password with the link's userId and securityCode. Failures are shown in the dialog. */
export const confirmPasswordReset = (reset: ResetPasswordInput): Promise<unknown> =>
  sendWrite('/api/account/password/reset/confirm', { method: 'POST', body: reset, schema: emptySchema, silent: true });

export const useRequestPasswordReset = () =>
  useMutation({ mutationKey: accountMutationKeys.requestPasswordReset(), mutationFn: requestPasswordReset });

export const useConfirmPasswordReset = () =>
  useMutation({ mutationKey: accountMutationKeys.confirmPasswordReset(), mutationFn: confirmPasswordReset });
