import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { createStore, useStore, type Store } from './create-store';
// http-client reads the token through this module and this module asks the
// server to end the session through it: neither touches the other while
// loading, so the import cycle is harmless.
import { http } from './http-client';

// spec/01 3 and 4: the signed-in session. The record lives in sessionStorage
// under 'auth' (one tab's session); with remember me a copy lives in
// localStorage under the same key until expires_in runs out, so a new tab or
// a restarted browser starts signed in (docs/decisions.md: localStorage, not
// a cookie). DESIGN.md forbids personal data unencrypted in storage, so the
// record holds only the token, its expiry and opaque ids and flags: never the
// e-mail address or names (read them from GET /api/account/userInfo).
export const AUTH_SESSION_KEY = 'auth';

/**
 * spec/01 3 'Local order info' (orderId, profileId, orderNumber) and the promo
 * code kept beside it. The cart keeps them under these keys; signing out
 * clears them (spec/01 4).
 */
export const ORDER_INFO_KEY = 'orderInfo';
export const PROMO_CODE_KEY = 'promoCode';

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

/** What /Token and login-as answer (docs/api-accounts.md); fields beyond access_token may be missing. */
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
}

export type SignOutReason = 'user' | 'idle';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

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
  const token = text(field('access_token'));
  if (!token) return null;
  const expiresAt = typeof field('expiresAt') === 'number' ? Number(field('expiresAt')) : null;
  if (expiresAt !== null && expiresAt <= now) return null;
  const orderNumber = field('orderNumber');
  return {
    access_token: token,
    userId: text(field('userId')),
    profileId: text(field('profileId')),
    orderId: text(field('orderId')),
    orderNumber: typeof orderNumber === 'number' ? orderNumber : null,
    isAdmin: field('isAdmin') === true,
    isQuasiAdmin: field('isQuasiAdmin') === true,
    languagePreference: field('languagePreference') === 1 ? 1 : 0,
    expiresAt,
    rememberMe: field('rememberMe') === true,
  };
}

/** The order id of the stored order info (a guest's cart, carried into the account at sign-in, spec/01 7). */
export function readStoredOrderId(storage: Pick<Storage, 'getItem'> | undefined = tabStorage()): string | null {
  const raw = storage?.getItem(ORDER_INFO_KEY);
  if (!raw) return null;
  try {
    const info: unknown = JSON.parse(raw);
    return typeof info === 'object' && info !== null ? text(Reflect.get(info, 'orderId')) : null;
  } catch {
    return null;
  }
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

export interface SessionStoreDeps {
  /** sessionStorage: this tab's record. */
  tab: () => StorageLike | undefined;
  /** localStorage: the remembered record, shared by every tab. */
  persistent: () => StorageLike | undefined;
  now: () => number;
  /** POST /api/account/logout with the current token. */
  endServerSession: () => Promise<unknown>;
  /** Leaves for the home page with nothing of the session left in memory. */
  goHome: () => void;
  /** How long sign-out waits for the server before leaving anyway. */
  logoutWaitMs?: number;
}

export interface SessionStore {
  store: Store<AuthSession | null>;
  signIn(grant: SessionGrant, rememberMe: boolean): AuthSession;
  /** Changes some fields of the current session (a new order id, ids learnt after the login-as landing). */
  update(patch: Partial<Omit<AuthSession, 'access_token'>>): void;
  signOut(reason: SignOutReason): Promise<void>;
  /** The server no longer knows the token (401), or another tab signed out: clear and go home without asking the server. */
  expire(): void;
  /** Follows the remembered record as other tabs write it (the 'storage' event). */
  onStorage(key: string | null, oldValue: string | null, newValue: string | null): void;
  /** Work to do before leaving on sign-out (offline documents lock, spec DESIGN.md). */
  addSignOutTask(task: () => unknown): () => void;
}

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const store = createStore<AuthSession | null>(restore());
  const signOutTasks = new Set<() => unknown>();
  let leaving = false;

  /** The tab's record, else a remembered one copied into the tab; expired ones are dropped. */
  function restore(): AuthSession | null {
    const now = deps.now();
    const tab = deps.tab();
    const own = parseSession(tab?.getItem(AUTH_SESSION_KEY), now);
    if (own) return own;
    tab?.removeItem(AUTH_SESSION_KEY);
    const persistent = deps.persistent();
    const remembered = parseSession(persistent?.getItem(AUTH_SESSION_KEY), now);
    if (!remembered) {
      persistent?.removeItem(AUTH_SESSION_KEY);
      return null;
    }
    tab?.setItem(AUTH_SESSION_KEY, serializeSession(remembered));
    return remembered;
  }

  function write(session: AuthSession): void {
    const textForm = serializeSession(session);
    deps.tab()?.setItem(AUTH_SESSION_KEY, textForm);
    if (session.rememberMe) deps.persistent()?.setItem(AUTH_SESSION_KEY, textForm);
    store.set(session);
  }

  /**
   * spec/01 4 Logout: all stored auth and order info goes: the tab's, and the
   * remembered ones unless they belong to another session (a login-as tab
   * leaves the administrator's remembered session alone).
   */
  function clearStored(): void {
    const current = store.get();
    const persistent = deps.persistent();
    const remembered = parseSession(persistent?.getItem(AUTH_SESSION_KEY), Number.NEGATIVE_INFINITY);
    const targets = [deps.tab()];
    if (!remembered || remembered.access_token === current?.access_token) targets.push(persistent);
    for (const storage of targets) {
      for (const key of [AUTH_SESSION_KEY, ORDER_INFO_KEY, PROMO_CODE_KEY]) storage?.removeItem(key);
    }
  }

  async function runSignOutTasks(): Promise<void> {
    await Promise.allSettled([...signOutTasks].map(async (task) => task()));
  }

  function leave(): void {
    store.set(null);
    deps.goHome();
  }

  function expire(): void {
    if (leaving || store.get() === null) return;
    leaving = true;
    clearStored();
    void runSignOutTasks().finally(leave);
  }

  return {
    store,
    signIn(grant, rememberMe) {
      leaving = false;
      // Without remember me the tab alone holds it: a remembered record
      // stays (the administrator's own, when this tab is a login-as tab).
      const session = sessionFromGrant(grant, rememberMe, deps.now());
      write(session);
      return session;
    },
    update(patch) {
      const current = store.get();
      if (current) write({ ...current, ...patch });
    },
    // 'user' and 'idle' end the same way today (spec/01 4: home, no message).
    async signOut() {
      if (leaving) return;
      leaving = true;
      // The request takes the token now, before the record is cleared, and
      // carries on (keepalive) while the page leaves.
      const ended = store.get() ? deps.endServerSession().catch(() => undefined) : Promise.resolve();
      clearStored();
      await Promise.race([Promise.all([ended, runSignOutTasks()]), delay(deps.logoutWaitMs ?? 2000)]);
      leave();
    },
    expire,
    onStorage(key, oldValue, newValue) {
      if (key !== null && key !== AUTH_SESSION_KEY) return;
      const current = store.get();
      const now = deps.now();
      const remembered = parseSession(newValue, now);
      if (remembered) {
        // Another tab signed in with remember me: a signed-out tab follows.
        if (!current) write(remembered);
        return;
      }
      // Another tab signed out: this tab's session ends with it when it is the same one.
      const previous = parseSession(oldValue, Number.NEGATIVE_INFINITY);
      if (current && (key === null || previous?.access_token === current.access_token)) expire();
    },
    addSignOutTask(task) {
      signOutTasks.add(task);
      return () => signOutTasks.delete(task);
    },
  };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function tabStorage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

function persistentStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

const emptySchema = { parse: (data: unknown) => data };

const session = createSessionStore({
  tab: tabStorage,
  persistent: persistentStorage,
  now: () => Date.now(),
  endServerSession: () => http.request('/api/account/logout', { method: 'POST', schema: emptySchema, silent: true, keepalive: true }),
  // A fresh page load: nothing of the session stays in memory (query cache,
  // stores) for whoever uses the browser next (docs/decisions.md).
  goHome: () => window.location.replace('/'),
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === persistentStorage()) session.onStorage(event.key, event.oldValue, event.newValue);
  });
}

/** spec/01 4: stores the session of a token answer; remember me keeps it for expires_in seconds. */
export const signIn = (grant: SessionGrant, rememberMe: boolean): AuthSession => session.signIn(grant, rememberMe);

/** spec/01 4 Logout: ends the server session, clears every stored auth and order record, goes home. */
export const signOut = (reason: SignOutReason): Promise<void> => session.signOut(reason);

/** Ends the session here only: the server already has (401), or another tab did. */
export const expireSession = (): void => session.expire();

export const updateSession = (patch: Partial<Omit<AuthSession, 'access_token'>>): void => session.update(patch);

export const addSignOutTask = (task: () => unknown): (() => void) => session.addSignOutTask(task);

export const getAuthSession = (): AuthSession | null => session.store.get();

/** The signed-in session, or null when signed out; re-renders when it changes (spec/01 4). */
export function useAuthSession(): AuthSession | null {
  return useStore(session.store);
}

// GET /api/account/userInfo: who is signed in. The e-mail address (userName)
// is read from here, never stored (DESIGN.md).
const userInfoSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  profileId: z.nullish(z.string()),
  isAdmin: z.boolean(),
  isQuasiAdmin: z.boolean(),
  languagePreference: z.number(),
  emailConfirmed: z.optional(z.boolean()),
  isTwoFactor: z.optional(z.boolean()),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

export const sessionKeys = {
  all: ['account'] as const,
  userInfo: (token: string) => [...sessionKeys.all, 'userInfo', token.slice(-16)] as const,
};

export const getUserInfo = (signal?: AbortSignal): Promise<UserInfo> => http.get('/api/account/userInfo', userInfoSchema, signal);

/** Keyed by the session (the end of its token), so another sign-in never shows the previous user's answer. */
export const userInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sessionKeys.userInfo(token),
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's account (e-mail, flags); idle while signed out. */
export function useUserInfo() {
  const current = useAuthSession();
  return useQuery({ ...userInfoQueryOptions(current?.access_token ?? ''), enabled: current !== null });
}
