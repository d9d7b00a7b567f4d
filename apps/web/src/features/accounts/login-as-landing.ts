import { getUserInfo, signIn, updateSession, type SessionGrant } from '../../lib/auth-session';

// spec/01 2.7, 4 login-as: the administrator's tab opens a new tab at /auth
// with the customer's session in the query (access_token, isAdmin,
// profileId, userName, asQuasiAdmin=true, orderId); the landing stores it
// and goes to the root. Only ids and flags are stored, not userName (an
// e-mail address, DESIGN.md); userId and the language come from userInfo.

export interface LoginAsLandingParams {
  access_token?: string | undefined;
  isAdmin?: string | undefined;
  profileId?: string | undefined;
  userName?: string | undefined;
  asQuasiAdmin?: string | undefined;
  orderId?: string | undefined;
}

export interface LoginAsAnswer {
  access_token: string;
  isAdmin: boolean;
  profileId: string | null;
  userName?: string | undefined;
  orderId: string | null;
}

/** The /auth address the new tab opens. */
export function loginAsLandingUrl(answer: LoginAsAnswer): string {
  const query = new URLSearchParams({
    access_token: answer.access_token,
    isAdmin: String(answer.isAdmin),
    profileId: answer.profileId ?? '',
    userName: answer.userName ?? '',
    asQuasiAdmin: 'true',
    orderId: answer.orderId ?? '',
  });
  return `/auth?${query.toString()}`;
}

const idOrNull = (value: string | undefined): string | null =>
  value === undefined || value === '' || value === 'null' || value === 'undefined' ? null : value;

/** The session the landing's parameters describe, or null when there is no token. */
export function grantFromLanding(params: LoginAsLandingParams): SessionGrant | null {
  if (!params.access_token) return null;
  return {
    access_token: params.access_token,
    isAdmin: params.isAdmin === 'true',
    isQuasiAdmin: params.asQuasiAdmin === 'true',
    profileId: idOrNull(params.profileId),
    orderId: idOrNull(params.orderId),
  };
}

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
