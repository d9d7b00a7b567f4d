import { grantFromLanding, type LoginAsLandingParams } from '../../lib/session/login-as-address';
import { signIn, updateSession } from '../../lib/session/current-session';
import { getUserInfo } from './api/get-user-info';

// spec/01 2.7, 4: the login-as landing (/auth) stores the customer's session
// and completes it from userInfo (userId and the language are not in the
// address). The app's /auth route runs it before going to the root.

/**
 * Stores the customer's session for this tab only (never remembered, so the
 * administrator's own remembered session is left alone) and completes it
 * from userInfo.
 */
export async function completeLoginAsLanding(params: LoginAsLandingParams): Promise<void> {
  const grant = grantFromLanding(params);
  if (!grant) return;
  signIn(grant, false);
  try {
    const info = await getUserInfo();
    updateSession({
      userId: info.userId,
      profileId: info.profileId ?? grant.profileId ?? null,
      isAdmin: info.isAdmin,
      isQuasiAdmin: info.isQuasiAdmin || grant.isQuasiAdmin === true,
      languagePreference: info.languagePreference === 1 ? 1 : 0,
    });
  } catch {
    // The token stays; the header asks userInfo again when it shows the account menu.
  }
}
