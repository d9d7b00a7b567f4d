import { createStore, type Store } from '../create-store';
import { ORDER_INFO_KEY, PROMO_CODE_KEY } from './order-info';
import { AUTH_SESSION_KEY, parseSession, serializeSession, sessionFromGrant, type AuthSession, type SessionGrant } from './session-record';

// spec/01 4: signing in and out, and following other tabs, over injected
// storages and effects so the rules are tested without a browser.

export type SignOutReason = 'user' | 'idle';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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
  /** Changes some fields of the current session (a new order id, the language preference). */
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

