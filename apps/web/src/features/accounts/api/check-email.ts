import { yesNoResponseSchema } from '@labstore/domain';
import { http } from '../../../lib/http-client';

// spec/01 7: POST /api/account/checkEmail, true when an account uses the
// address. Asked on the registration e-mail's blur and after a refused
// sign-in (spec/01 5, 8); a failure there words nothing of its own.
export const checkEmail = (email: string): Promise<boolean> =>
  http.request('/api/account/checkEmail', { method: 'POST', body: { email }, schema: yesNoResponseSchema, silent: true });
