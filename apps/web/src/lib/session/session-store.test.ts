import { test } from 'vitest';
import assert from 'node:assert/strict';
import { parseSession, readAccessToken, sessionFromGrant } from './session-record';
import { createSessionStore, type SessionStoreDeps } from './session-store';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === 'auth' ? value : null) });

test('reads access_token from the auth record', () => {
  assert.equal(readAccessToken(storageWith(JSON.stringify({ access_token: 'abc', profileId: 'p' }))), 'abc');
});

test('signed out (no record) gives null', () => {
  assert.equal(readAccessToken(storageWith(null)), null);
});

test('a record without a usable token gives null', () => {
  assert.equal(readAccessToken(storageWith(JSON.stringify({ profileId: 'p' }))), null);
  assert.equal(readAccessToken(storageWith(JSON.stringify({ access_token: '' }))), null);
  assert.equal(readAccessToken(storageWith(JSON.stringify({ access_token: 7 }))), null);
  assert.equal(readAccessToken(storageWith('null')), null);
});

test('an unreadable record gives null instead of throwing', () => {
  assert.equal(readAccessToken(storageWith('{not json')), null);
});

test('no storage at all (outside a browser) gives null', () => {
  assert.equal(readAccessToken(undefined), null);
});

// The session store (spec/01 3, 4) over in-memory storages.

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const grant = {
  access_token: 'token-1',
  token_type: 'bearer',
  expires_in: 43200,
  userId: 'user-1',
  userName: 'ana@example.com',
  profileId: 'profile-1',
  orderId: 'order-1',
  orderNumber: 1042,
  isAdmin: false,
  isQuasiAdmin: false,
  languagePreference: 1,
};

function harness(start = 1_000_000) {
  const tab = new MemoryStorage();
  const persistent = new MemoryStorage();
  const events: string[] = [];
  let clock = start;
  const deps: SessionStoreDeps = {
    tab: () => tab,
    persistent: () => persistent,
    now: () => clock,
    endServerSession: async () => {
      events.push(`logout with ${readAccessToken(tab, clock)}`);
    },
    goHome: () => events.push('home'),
    logoutWaitMs: 50,
  };
  return {
    tab,
    persistent,
    events,
    deps,
    advance: (ms: number) => {
      clock += ms;
    },
    create: () => createSessionStore(deps),
  };
}

test('signed out at first; signing in stores the session in the tab only', () => {
  const h = harness();
  const store = h.create();
  assert.equal(store.store.get(), null);
  const session = store.signIn(grant, false);
  assert.equal(store.store.get(), session);
  assert.equal(session.access_token, 'token-1');
  assert.equal(session.languagePreference, 1);
  assert.equal(session.expiresAt, 1_000_000 + 43_200_000);
  assert.equal(readAccessToken(h.tab, 1_000_000), 'token-1');
  assert.equal(h.persistent.getItem('auth'), null);
});

test('the stored record holds ids and flags only: no e-mail address, no names', () => {
  const h = harness();
  const withNames = { ...grant, firstName: 'Ana', lastName: 'Lopez' };
  h.create().signIn(withNames, true);
  for (const raw of [h.tab.getItem('auth'), h.persistent.getItem('auth')]) {
    assert.ok(raw);
    assert.doesNotMatch(raw, /ana@example\.com|userName|Ana|Lopez/);
    assert.deepEqual(Object.keys(JSON.parse(raw) as object).sort(), [
      'access_token',
      'expiresAt',
      'isAdmin',
      'isQuasiAdmin',
      'languagePreference',
      'orderId',
      'orderNumber',
      'profileId',
      'rememberMe',
      'userId',
    ]);
  }
});

test('remember me: a new tab (fresh sessionStorage) starts signed in until expires_in runs out', () => {
  const h = harness();
  h.create().signIn(grant, true);
  assert.ok(h.persistent.getItem('auth'));

  h.tab.items.clear();
  const nextTab = h.create();
  assert.equal(nextTab.store.get()?.access_token, 'token-1');
  assert.ok(h.tab.getItem('auth'), 'copied into the new tab');

  h.advance(43_200_000);
  h.tab.items.clear();
  const afterExpiry = h.create();
  assert.equal(afterExpiry.store.get(), null);
  assert.equal(h.persistent.getItem('auth'), null, 'the expired record is dropped');
});

test('without remember me a new tab starts signed out', () => {
  const h = harness();
  h.create().signIn(grant, false);
  assert.equal(h.persistent.getItem('auth'), null);
  h.tab.items.clear();
  assert.equal(h.create().store.get(), null);
});

test("a login-as tab (not remembered) leaves the administrator's remembered session alone, signing in and out", async () => {
  const h = harness();
  h.create().signIn({ ...grant, access_token: 'admin', isAdmin: true }, true);
  const adminRecord = h.persistent.getItem('auth');
  h.tab.items.clear();
  const tab = h.create();
  tab.signIn({ ...grant, access_token: 'customer', isQuasiAdmin: true }, false);
  assert.equal(h.persistent.getItem('auth'), adminRecord);
  await tab.signOut('user');
  assert.equal(h.persistent.getItem('auth'), adminRecord);
  assert.equal(h.tab.getItem('auth'), null);
});

test('an expired token is not sent', () => {
  const h = harness();
  h.create().signIn(grant, false);
  h.advance(43_200_000);
  assert.equal(readAccessToken(h.tab, 1_000_000 + 43_200_000), null);
});

test('sign out: asks the server with the token, clears every auth and order record, goes home', async () => {
  const h = harness();
  const store = h.create();
  store.signIn(grant, true);
  for (const storage of [h.tab, h.persistent]) {
    storage.setItem('orderInfo', '{"orderId":"order-1"}');
    storage.setItem('promoCode', 'SAVE10');
  }
  h.tab.setItem('language', 'es');
  await store.signOut('user');
  assert.deepEqual(h.events, ['logout with token-1', 'home']);
  assert.equal(store.store.get(), null);
  for (const storage of [h.tab, h.persistent]) {
    for (const key of ['auth', 'orderInfo', 'promoCode']) assert.equal(storage.getItem(key), null, key);
  }
  assert.equal(h.tab.getItem('language'), 'es', 'not auth or order info');
});

test('sign out does not wait for an unreachable server longer than its limit', async () => {
  const h = harness();
  const store = createSessionStore({ ...h.deps, endServerSession: () => new Promise(() => undefined) });
  store.signIn(grant, false);
  await store.signOut('idle');
  assert.deepEqual(h.events, ['home']);
  assert.equal(h.tab.getItem('auth'), null);
});

test('sign-out tasks run before leaving', async () => {
  const h = harness();
  const store = h.create();
  store.signIn(grant, false);
  store.addSignOutTask(async () => {
    h.events.push('documents locked');
  });
  await store.signOut('user');
  assert.deepEqual(h.events, ['logout with token-1', 'documents locked', 'home']);
});

test('expire (a 401): clears and goes home without asking the server, once', async () => {
  const h = harness();
  const store = h.create();
  store.signIn(grant, false);
  store.expire();
  store.expire();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(h.events, ['home']);
  assert.equal(h.tab.getItem('auth'), null);
});

test('another tab signing out the same remembered session ends it here', async () => {
  const h = harness();
  const store = h.create();
  store.signIn(grant, true);
  const remembered = h.persistent.getItem('auth');
  store.onStorage('auth', remembered, null);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(store.store.get(), null);
  assert.deepEqual(h.events, ['home']);
});

test('another session signing out elsewhere leaves this one alone; a sign-in elsewhere is followed when signed out', () => {
  const h = harness();
  const store = h.create();
  store.signIn(grant, false);
  const other = JSON.stringify({ access_token: 'other' });
  store.onStorage('auth', other, null);
  store.onStorage('language', null, 'es');
  assert.equal(store.store.get()?.access_token, 'token-1');

  const signedOut = harness().create();
  signedOut.onStorage('auth', null, JSON.stringify({ access_token: 'shared', rememberMe: true }));
  assert.equal(signedOut.store.get()?.access_token, 'shared');
});

test('update changes fields of the stored session', () => {
  const h = harness();
  const store = h.create();
  store.update({ orderId: 'x' });
  assert.equal(store.store.get(), null, 'nothing to update while signed out');
  store.signIn(grant, true);
  store.update({ orderId: 'order-2', orderNumber: 1043 });
  assert.equal(parseSession(h.tab.getItem('auth'), 0)?.orderId, 'order-2');
  assert.equal(parseSession(h.persistent.getItem('auth'), 0)?.orderNumber, 1043);
});

test('a grant with missing fields gives a usable session', () => {
  const session = sessionFromGrant({ access_token: 't' }, false, 0);
  assert.deepEqual(session, {
    access_token: 't',
    userId: null,
    profileId: null,
    orderId: null,
    orderNumber: null,
    isAdmin: false,
    isQuasiAdmin: false,
    languagePreference: 0,
    expiresAt: null,
    rememberMe: false,
  });
});
