import { useStore } from '../create-store';
import { http, onSessionRefused } from '../http-client';
import { persistentStorage, tabStorage, type AuthSession, type SessionGrant } from './session-record';
import { createSessionStore, type SignOutReason } from './session-store';

// The app's one session: the store over this browser's storages, and the
// actions every feature uses (sign in, sign out, expire) with the hook that
// reads it.

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

// spec/01 8: a 401 means the server has ended the session; it ends here too.
onSessionRefused(() => session.expire());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === persistentStorage()) session.onStorage(event.key, event.oldValue, event.newValue);
  });
}

const signInListeners = new Set<(grant: SessionGrant) => void>();

/** spec/01 4: stores the session of a token answer; remember me keeps it for expires_in seconds. */
export function signIn(grant: SessionGrant, rememberMe: boolean): AuthSession {
  const signedIn = session.signIn(grant, rememberMe);
  signInListeners.forEach((listener) => listener(grant));
  return signedIn;
}

/** Calls back with each sign-in's token answer in this tab (the cart shows the merge's notices). */
export const onSignIn = (listener: (grant: SessionGrant) => void): (() => void) => {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
};

/** spec/01 4 Logout: ends the server session, clears every stored auth and order record, goes home. */
export const signOut = (reason: SignOutReason): Promise<void> => session.signOut(reason);

export const updateSession = (patch: Partial<Omit<AuthSession, 'access_token'>>): void => session.update(patch);

export const addSignOutTask = (task: () => unknown): (() => void) => session.addSignOutTask(task);

export const getAuthSession = (): AuthSession | null => session.store.get();

/** Calls back whenever the session changes (sign-in, update, sign-out), for code outside React (the cart). */
export const subscribeAuthSession = (listener: () => void): (() => void) => session.store.subscribe(listener);

/** The signed-in session, or null when signed out; re-renders when it changes (spec/01 4). */
export function useAuthSession(): AuthSession | null {
  return useStore(session.store);
}

