import type { Notice } from '@labstore/domain';

// spec/01 3 and 4: the signed-in session's record. It lives in
// sessionStorage under 'auth' (one tab's session); with remember me a copy
// lives in localStorage under the same key until expires_in runs out, so a
// new tab or a restarted browser starts signed in (docs/decisions.md:
// localStorage, not a cookie). DESIGN.md forbids personal data unencrypted in
// storage, so the record holds only the token, its expiry and opaque ids and
// flags: never the e-mail address or names (those come from GET
// /api/account/userInfo, features/session).
export const AUTH_SESSION_KEY = 'auth';

export interface AuthSession {
  access_token: string;
  userId: string | null;
  profileId: string | null;
  orderId: string | null;
  orderNumber: number | null;
  isAdmin: boolean;
  isQuasiAdmin: boolean;
  /** spec/01 9: 0 English, 1 Spanish. */
  languagePreference: 0 | 1;
  /** Epoch milliseconds when the token runs out (expires_in after sign-in); null when not told. */
  expiresAt: number | null;
  rememberMe: boolean;
}

/** What /Token and the login-as exchange answer (docs/api-accounts.md); fields beyond access_token may be missing. */
export interface SessionGrant {
  access_token: string;
  expires_in?: number | null;
  userId?: string | null;
  profileId?: string | null;
  orderId?: string | null;
  orderNumber?: number | null;
  isAdmin?: boolean | null;
  isQuasiAdmin?: boolean | null;
  languagePreference?: number | null;
  /** Guest cart lines the sign-in merge refused or changed (issue 9); shown, never stored. */
  cartNotices?: readonly Notice[] | undefined;
}

export function sessionFromGrant(grant: SessionGrant, rememberMe: boolean, now: number): AuthSession {
  return {
    access_token: grant.access_token,
    userId: grant.userId ?? null,
    profileId: grant.profileId ?? null,
    orderId: grant.orderId ?? null,
    orderNumber: grant.orderNumber ?? null,
    isAdmin: grant.isAdmin === true,
    isQuasiAdmin: grant.isQuasiAdmin === true,
    languagePreference: grant.languagePreference === 1 ? 1 : 0,
    expiresAt: typeof grant.expires_in === 'number' && grant.expires_in > 0 ? now + grant.expires_in * 1000 : null,
    rememberMe,
  };
}

/** The stored text of a session: exactly these fields, whatever else the caller's object carries. */
export function serializeSession(session: AuthSession): string {
  const stored: AuthSession = {
    access_token: session.access_token,
    userId: session.userId,
    profileId: session.profileId,
    orderId: session.orderId,
    orderNumber: session.orderNumber,
    isAdmin: session.isAdmin,
    isQuasiAdmin: session.isQuasiAdmin,
    languagePreference: session.languagePreference,
    expiresAt: session.expiresAt,
    rememberMe: session.rememberMe,
  };
  return JSON.stringify(stored);
}

export const nonEmptyText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A stored record read back, or null when absent, unreadable, tokenless or expired. */
export function parseSession(raw: string | null | undefined, now: number): AuthSession | null {
  if (!raw) return null;
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null) return null;
  const field = (name: string): unknown => Reflect.get(record, name);
  const token = nonEmptyText(field('access_token'));
  if (!token) return null;
  const expiresAt = typeof field('expiresAt') === 'number' ? Number(field('expiresAt')) : null;
  if (expiresAt !== null && expiresAt <= now) return null;
  const orderNumber = field('orderNumber');
  return {
    access_token: token,
    userId: nonEmptyText(field('userId')),
    profileId: nonEmptyText(field('profileId')),
    orderId: nonEmptyText(field('orderId')),
    orderNumber: typeof orderNumber === 'number' ? orderNumber : null,
    isAdmin: field('isAdmin') === true,
    isQuasiAdmin: field('isQuasiAdmin') === true,
    languagePreference: field('languagePreference') === 1 ? 1 : 0,
    expiresAt,
    rememberMe: field('rememberMe') === true,
  };
}

/** spec/01 2.2, 6: the dashboard is for administrators and quasi-administrators. */
export function canUseDashboard(session: AuthSession | null): boolean {
  return session !== null && (session.isAdmin || session.isQuasiAdmin);
}

/**
 * The bearer token of the stored session, or null when signed out, expired or
 * unreadable. Reads the tab's record itself, so a request sent right after
 * signing in or out carries the right header.
 */
export function readAccessToken(storage: Pick<Storage, 'getItem'> | undefined = tabStorage(), now: number = Date.now()): string | null {
  return parseSession(storage?.getItem(AUTH_SESSION_KEY), now)?.access_token ?? null;
}

/** This tab's storage, when there is one (not in tests outside a browser). */
export function tabStorage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** The storage shared by every tab, for a remembered session. */
export function persistentStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}
