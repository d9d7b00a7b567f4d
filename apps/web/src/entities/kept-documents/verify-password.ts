import { http } from '../../lib/http-client';

// Issue 18: the server's word on a password before a vault is made from it
// (docs/decisions.md "Kept on the device"). Asked only signed in and online,
// so its answer's schema loads with the request rather than with the unlock
// form, which the pass page shows offline (pass-page.tsx).

/** POST /api/account/password/verify: whether this is the signed-in account's password now. */
export async function verifyPassword(password: string): Promise<boolean> {
  const { passwordVerifiedSchema } = await import('./verify-password-schema');
  const answer = await http.request('/api/account/password/verify', { method: 'POST', body: { password }, schema: passwordVerifiedSchema, silent: true });
  return answer.valid;
}
