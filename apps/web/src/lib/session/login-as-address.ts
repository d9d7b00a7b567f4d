import type { SessionGrant } from './session-record';

// spec/01 2.7, 4 login-as: the administrator's tab opens a new tab at /auth
// with the customer's session in the query (access_token, isAdmin,
// profileId, userName, asQuasiAdmin=true, orderId). The accounts feature
// builds the address, the session feature lands on it: both ends of one
// address, so it is kept here. Only ids and flags become the session, never
// userName (an e-mail address, DESIGN.md).

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
