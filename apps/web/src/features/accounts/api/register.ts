import { registrationResponseSchema, type Registration, type RegistrationResponse } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { sendWrite } from '../../../lib/mutations/send-write';
import { accountMutationKeys } from './account-mutation-keys';

// spec/01 7: POST /api/account/register; the server e-mails the activation
// link. Failures are shown inside the dialog (spec/01 8).
export const register = (registration: Registration): Promise<RegistrationResponse> =>
  sendWrite('/api/account/register', {
    method: 'POST',
    body: registration,
    schema: registrationResponseSchema,
    silent: true,
  });

export const useRegister = () => useMutation({ mutationKey: accountMutationKeys.register(), mutationFn: register });
