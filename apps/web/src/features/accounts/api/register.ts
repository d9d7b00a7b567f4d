import type { Registration } from '@labstore/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http-client';
import { accountMutationKeys } from './account-mutation-keys';

// spec/01 7: POST /api/account/register; the server e-mails the activation
// link. Failures are shown inside the dialog (spec/01 8).
export const register = (registration: Registration): Promise<{ userId: string }> =>
  http.request('/api/account/register', {
    method: 'POST',
    body: registration,
    schema: z.object({ userId: z.string() }),
    silent: true,
  });

export const useRegister = () => useMutation({ mutationKey: accountMutationKeys.register(), mutationFn: register });
