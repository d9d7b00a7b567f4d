import { APP_PATHS } from '@labstore/domain';
import { loginAsCodeFromAddress } from '../../lib/session/login-as-address';

// spec/01 2.7, 4 and issue 14: the login-as landing (/auth) trades the
// fragment's single-use code for the customer's session; the app's /auth
// route runs it before going to the root. Whatever else the address carries
// (access_token, isAdmin, asQuasiAdmin, profileId) is never read.

/**
 * Takes the address down to /auth at once (the code is spent, and a token
 * or flags someone put there must not stay in the bar or the history), then
 * exchanges the code. The exchange loads with its schema, outside the
 * storefront's first load.
 */
export async function completeLoginAsLanding(hash: string): Promise<void> {
  window.history.replaceState(window.history.state, '', APP_PATHS.loginAs);
  const code = loginAsCodeFromAddress(hash);
  const { openLoginAsSession } = await import('./login-as-exchange');
  await openLoginAsSession(code);
}
