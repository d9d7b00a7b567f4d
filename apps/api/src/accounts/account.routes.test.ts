import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ROLE, type LoginAsCode, type TokenResponse, type UserInfo } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { localNewsletterCrm } from '../newsletter/newsletter-crm';
import { buildTestApp } from '../testing/test-app';
import { createAdmin, createCustomer, GENEROUS_LIMITS, signIn, TEST_PASSWORD, uniqueEmail, type Customer } from './accounts.test-fixtures';
import { unsubscribeService } from './unsubscribe.service';

const FORBIDDEN = { message: 'You do not have permission to do this.' };
type Headers = { authorization: string };

describe('account calls of a signed-in user, login-as and unsubscribe', () => {
  let app: FastifyInstance;
  let admin: Customer & { password: string };
  let first: Customer;
  let second: Customer;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
    admin = await createAdmin(app);
    first = await createCustomer(app);
    second = await createCustomer(app);
  });
  afterAll(() => app.close());

  const get = (url: string, headers?: Headers) => app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  const post = (url: string, payload: object, headers?: Headers) => app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });

  /** The administrator's call: the single-use code the new tab takes to the landing. */
  async function startLoginAs(customer: Customer, by: Headers = admin.headers): Promise<LoginAsCode> {
    const response = await post('/api/account/loginAs', { password: admin.password, rememberMe: false, userName: customer.email, adminName: admin.email }, by);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    return response.json<LoginAsCode>();
  }

  const exchange = (code: string, headers?: Headers) => post('/api/account/loginAs/exchange', { code }, headers);

  async function loginAs(customer: Customer): Promise<{ token: TokenResponse; headers: Headers }> {
    const response = await exchange((await startLoginAs(customer)).code);
    assert.equal(response.statusCode, 200, response.body);
    const token = response.json<TokenResponse>();
    return { token, headers: { authorization: `Bearer ${token.access_token}` } };
  }

  const quasiSessions = (customer: Customer) =>
    app.db.selectFrom('sessions').selectAll().where('user_id', '=', customer.userId).where('is_quasi_admin', '=', true).execute();

  test('userInfo describes the session and needs one', async () => {
    const response = await get('/api/account/userInfo', first.headers);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(response.json<UserInfo>(), {
      userId: first.userId,
      userName: first.email,
      profileId: first.token.profileId,
      isAdmin: false,
      isQuasiAdmin: false,
      languagePreference: 0,
      emailConfirmed: true,
      isTwoFactor: false,
    });
    assert.equal((await get('/api/account/userInfo', admin.headers)).json<UserInfo>().isAdmin, true);
    assert.equal((await get('/api/account/userInfo')).statusCode, 401);
  });

  test("a customer cannot use another customer's ids", async () => {
    const history = await get(`/api/account/emailHistory?userId=${first.userId}`, second.headers);
    assert.equal(history.statusCode, 403);
    assert.deepEqual(history.json(), FORBIDDEN);
    const mfa = await get(`/api/account/twofactor/${first.userId}/false`, second.headers);
    assert.equal(mfa.statusCode, 403);
    assert.deepEqual(mfa.json(), FORBIDDEN);
    const confirmation = await post(`/api/account/sendConfirmation?accountId=${first.userId}`, {}, second.headers);
    assert.equal(confirmation.statusCode, 403);
    assert.equal((await get('/api/account/twofactor/not-a-uuid/true', second.headers)).statusCode, 403);
    const user = await app.db.selectFrom('users').select('is_two_factor').where('id', '=', first.userId).executeTakeFirstOrThrow();
    assert.equal(user.is_two_factor, false);
  });

  test('an administrator reaches any user; an unknown id is 404', async () => {
    const mfa = await get(`/api/account/twofactor/${first.userId}/true`, admin.headers);
    assert.deepEqual(mfa.json(), { isTwoFactor: true });
    await get(`/api/account/twofactor/${first.userId}/false`, admin.headers);
    assert.equal((await get('/api/account/twofactor/00000000-0000-4000-8000-000000000000/true', admin.headers)).statusCode, 404);
    assert.equal((await get('/api/account/emailHistory?userId=nope', admin.headers)).statusCode, 404);
  });

  test('changeUserName: refused to customers, allowed to administrators, kept in the history', async () => {
    const customer = await createCustomer(app);
    const refused = await post('/api/account/changeUserName', { email: uniqueEmail() }, customer.headers);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), FORBIDDEN);

    const newEmail = uniqueEmail('renamed');
    const changed = await post('/api/account/changeUserName', { email: newEmail, userId: customer.userId }, admin.headers);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(changed.json(), {});
    await signIn(app, newEmail);
    const profile = await app.db.selectFrom('profiles').select('email').where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    assert.equal(profile.email, newEmail);

    const history = await get(`/api/account/emailHistory?userId=${customer.userId}`, customer.headers);
    assert.equal(history.statusCode, 200);
    const body = history.json<{ items: Array<{ changeDate: string; oldEmail: string; newEmail: string }>; count: number }>();
    assert.equal(body.count, 1);
    assert.deepEqual({ ...body.items[0], changeDate: 'x' }, { changeDate: 'x', oldEmail: customer.email, newEmail });
    assert.ok(!Number.isNaN(Date.parse(body.items[0]?.changeDate ?? '')));
    const audit = await app.db.selectFrom('admin_audit').selectAll().where('action', '=', 'account.change-email').where('subject_id', '=', customer.userId).executeTakeFirstOrThrow();
    assert.deepEqual([audit.actor_user_id, audit.actor_email, audit.before, audit.after], [admin.userId, admin.email, { email: customer.email }, { email: newEmail }]);
  });

  test('changeUserName refuses an address another account uses', async () => {
    const response = await post('/api/account/changeUserName', { email: second.email.toUpperCase(), userId: first.userId }, admin.headers);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: `The email ${second.email.toUpperCase()} is already taken.` });
    const invalid = await post('/api/account/changeUserName', { email: 'nope' }, admin.headers);
    assert.deepEqual(invalid.json(), { message: 'The request is invalid.', modelState: { email: ['Email is invalid.'] } });
  });

  describe('login-as', () => {
    test('answers a single-use code, no token; the exchange opens the quasi-admin session; the audit names both', async () => {
      const customer = await createCustomer(app);
      const started = await startLoginAs(customer);
      // Issue 14: nothing in the answer could sign anyone in by itself.
      assert.deepEqual(Object.keys(started).sort(), ['code', 'expires_in']);
      assert.equal(started.expires_in, 60);
      assert.match(started.code, /^[A-Za-z0-9_-]{43}$/);
      assert.equal((await quasiSessions(customer)).length, 0, 'no session before the exchange');
      const stored = await app.db.selectFrom('login_as_codes').selectAll().where('customer_id', '=', customer.userId).executeTakeFirstOrThrow();
      assert.notEqual(stored.code_hash, started.code, 'only a hash is stored');

      const response = await exchange(started.code);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      const token = response.json<TokenResponse>();
      assert.equal(token.userId, customer.userId);
      assert.equal(token.userName, customer.email);
      assert.equal(token.profileId, customer.token.profileId);
      assert.equal(token.isQuasiAdmin, true);
      assert.equal(token.isAdmin, false);
      const headers = { authorization: `Bearer ${token.access_token}` };
      const info = (await get('/api/account/userInfo', headers)).json<UserInfo>();
      assert.deepEqual([info.userId, info.isQuasiAdmin, info.isAdmin], [customer.userId, true, false]);
      const [session] = await quasiSessions(customer);
      assert.equal(session?.acting_admin_id, admin.userId);
      const audit = await app.db.selectFrom('admin_audit').selectAll().where('action', '=', 'login-as').where('subject_id', '=', customer.userId).executeTakeFirstOrThrow();
      assert.equal(audit.actor_user_id, admin.userId);
      assert.deepEqual(audit.after, { customerEmail: customer.email, rememberMe: false, codeId: stored.id });
      const opened = await app.db.selectFrom('admin_audit').selectAll().where('action', '=', 'login-as.session').where('subject_id', '=', customer.userId).executeTakeFirstOrThrow();
      assert.deepEqual([opened.actor_user_id, opened.actor_email, opened.after], [admin.userId, admin.email, { codeId: stored.id, sessionId: session?.id }]);
      // The quasi-admin may change the customer's e-mail (spec/01 2.5) but is no administrator.
      assert.equal((await post('/api/account/changeUserName', { email: uniqueEmail('quasi') }, headers)).statusCode, 200);
      assert.equal((await get(`/api/account/emailHistory?userId=${first.userId}`, headers)).statusCode, 403);
    });

    const INVALID_CODE = { message: 'This login-as link is invalid or has expired. Please start login-as again.' };

    test('a code works once: a replay, even racing the first use, is refused', async () => {
      const customer = await createCustomer(app);
      const { code } = await startLoginAs(customer);
      const [one, two] = await Promise.all([exchange(code), exchange(code)]);
      assert.deepEqual([one.statusCode, two.statusCode].sort(), [200, 400]);
      const replay = await exchange(code);
      assert.equal(replay.statusCode, 400);
      assert.deepEqual(replay.json(), INVALID_CODE);
      assert.equal((await quasiSessions(customer)).length, 1);
    });

    test('an expired, forged or malformed code is refused without a session', async () => {
      const customer = await createCustomer(app);
      const { code } = await startLoginAs(customer);
      await app.db.updateTable('login_as_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('customer_id', '=', customer.userId).execute();
      for (const attempt of [code, `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, 'A'.repeat(43)]) {
        const response = await exchange(attempt);
        assert.equal(response.statusCode, 400, attempt);
        assert.deepEqual(response.json(), INVALID_CODE);
      }
      assert.equal((await exchange('x'.repeat(5000))).statusCode, 400);
      assert.equal((await post('/api/account/loginAs/exchange', {})).statusCode, 400);
      assert.equal((await quasiSessions(customer)).length, 0);
    });

    test("the session is the issuing administrator's, whoever exchanges the code, and dies with that administrator's session", async () => {
      const other = await createCustomer(app);
      await app.db.updateTable('users').set({ role_id: ROLE.admin }).where('id', '=', other.userId).execute();
      const otherAdmin = { authorization: `Bearer ${(await signIn(app, other.email)).access_token}` };
      const customer = await createCustomer(app);
      // Another administrator's signed-in browser gains nothing of its own from the exchange.
      const taken = await exchange((await startLoginAs(customer)).code, otherAdmin);
      assert.equal(taken.statusCode, 200, taken.body);
      assert.deepEqual((await quasiSessions(customer)).map((session) => session.acting_admin_id), [admin.userId]);

      // A code outlives no sign-out of the administrator who asked for it.
      const signedIn = await signIn(app, admin.email, admin.password);
      const ownHeaders = { authorization: `Bearer ${signedIn.access_token}` };
      const { code } = await startLoginAs(customer, ownHeaders);
      await post('/api/account/logout', {}, ownHeaders);
      const refused = await exchange(code);
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), INVALID_CODE);
      assert.equal((await quasiSessions(customer)).length, 1);
    });

    test("the old flow's address parameters adopt nothing: no token is answered, and the exchange wants a code", async () => {
      const customer = await createCustomer(app);
      const flags = { access_token: customer.token.access_token, isAdmin: true, asQuasiAdmin: true, profileId: customer.token.profileId };
      const response = await post('/api/account/loginAs/exchange', flags);
      assert.equal(response.statusCode, 400);
      assert.equal(response.body.includes(customer.token.access_token), false);
      const query = new URLSearchParams({ access_token: customer.token.access_token, isAdmin: 'true', asQuasiAdmin: 'true' });
      assert.equal((await post(`/api/account/loginAs/exchange?${query.toString()}`, {})).statusCode, 400);
      assert.equal((await quasiSessions(customer)).length, 0);
    });

    test('is refused to customers and to a quasi-admin session', async () => {
      const customer = await createCustomer(app);
      const payload = { password: TEST_PASSWORD, rememberMe: false, userName: first.email, adminName: customer.email };
      const response = await post('/api/account/loginAs', payload, customer.headers);
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), FORBIDDEN);
      const quasi = await loginAs(customer);
      assert.equal((await post('/api/account/loginAs', { ...payload, password: admin.password }, quasi.headers)).statusCode, 403);
      assert.equal((await post('/api/account/loginAs', payload)).statusCode, 401);
    });

    test("re-checks the administrator's own password", async () => {
      const customer = await createCustomer(app);
      const wrong = await post('/api/account/loginAs', { password: TEST_PASSWORD, rememberMe: false, userName: customer.email, adminName: admin.email }, admin.headers);
      assert.equal(wrong.statusCode, 400);
      const message = 'That is not your password. Please enter your own administrator password.';
      assert.deepEqual(wrong.json(), { message, modelState: { password: [message] } });
      const missing = await post('/api/account/loginAs', { password: '', userName: customer.email }, admin.headers);
      assert.deepEqual(missing.json(), { message: 'The request is invalid.', modelState: { password: ['Please enter your password.'] } });
      const rows = await app.db.selectFrom('admin_audit').select('id').where('action', '=', 'login-as').where('subject_id', '=', customer.userId).execute();
      assert.equal(rows.length, 0);
    });

    test('names a customer who is gone, and will not open an administrator or a disabled account', async () => {
      const gone = uniqueEmail('gone');
      const missing = await post('/api/account/loginAs', { password: admin.password, userName: gone }, admin.headers);
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { message: `${gone} no longer exist.` });
      const self = await post('/api/account/loginAs', { password: admin.password, userName: admin.email }, admin.headers);
      assert.equal(self.statusCode, 403);
      const disabled = await createCustomer(app);
      await app.db.updateTable('users').set({ is_active: false }).where('id', '=', disabled.userId).execute();
      const refused = await post('/api/account/loginAs', { password: admin.password, userName: disabled.email }, admin.headers);
      assert.deepEqual(refused.json(), { message: 'This account has been disabled. Please contact support.' });
      const otherName = await post('/api/account/loginAs', { password: admin.password, userName: first.email, adminName: 'someone@example.com' }, admin.headers);
      assert.equal(otherName.statusCode, 403);
    });
  });

  describe('GET /api/keap/disableNonTransactionalEmails', () => {
    const receives = async (userId: string) =>
      (await app.db.selectFrom('users').select('receive_non_transactional_emails').where('id', '=', userId).executeTakeFirstOrThrow()).receive_non_transactional_emails;

    test('the signed link from an e-mail unsubscribes without signing in', async () => {
      const customer = await createCustomer(app);
      const link = new URL(await unsubscribeService(app.db, 'http://localhost:3000', localNewsletterCrm(app.db)).link(customer.userId));
      assert.equal(link.pathname, '/disableNonTransactionalEmails');
      assert.equal(link.searchParams.get('userId'), customer.userId);
      const response = await get(`/api/keap/disableNonTransactionalEmails${link.search}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {});
      assert.equal(await receives(customer.userId), false);
    });

    test("a missing or another user's token is refused", async () => {
      const customer = await createCustomer(app);
      const othersLink = new URL(await unsubscribeService(app.db, 'http://localhost:3000', localNewsletterCrm(app.db)).link(second.userId));
      const invalid = { message: 'This unsubscribe link is invalid.' };
      assert.deepEqual((await get(`/api/keap/disableNonTransactionalEmails?userId=${customer.userId}`)).json(), invalid);
      const forged = await get(`/api/keap/disableNonTransactionalEmails?userId=${customer.userId}&token=${othersLink.searchParams.get('token')}`);
      assert.equal(forged.statusCode, 400);
      assert.deepEqual(forged.json(), invalid);
      assert.equal((await get(`/api/keap/disableNonTransactionalEmails?userId=${customer.userId}`, second.headers)).statusCode, 400);
      assert.equal(await receives(customer.userId), true);
    });

    test('signed in, the user itself or an administrator needs no token', async () => {
      const customer = await createCustomer(app);
      assert.equal((await get(`/api/keap/disableNonTransactionalEmails?userId=${customer.userId}`, customer.headers)).statusCode, 200);
      assert.equal(await receives(customer.userId), false);
      const other = await createCustomer(app);
      assert.equal((await get(`/api/keap/disableNonTransactionalEmails?userId=${other.userId}`, admin.headers)).statusCode, 200);
      assert.equal(await receives(other.userId), false);
    });
  });
});
