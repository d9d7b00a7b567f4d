import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TokenResponse, UserInfo } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
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
  before(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
    admin = await createAdmin(app);
    first = await createCustomer(app);
    second = await createCustomer(app);
  });
  after(() => app.close());

  const get = (url: string, headers?: Headers) => app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  const post = (url: string, payload: object, headers?: Headers) => app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });

  async function loginAs(customer: Customer): Promise<{ token: TokenResponse; headers: Headers }> {
    const response = await post('/api/account/loginAs', { password: admin.password, rememberMe: false, userName: customer.email, adminName: admin.email }, admin.headers);
    assert.equal(response.statusCode, 200, response.body);
    const token = response.json<TokenResponse>();
    return { token, headers: { authorization: `Bearer ${token.access_token}` } };
  }

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
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'change_email').where('subject_user_id', '=', customer.userId).executeTakeFirstOrThrow();
    assert.equal(audit.actor_user_id, admin.userId);
  });

  test('changeUserName refuses an address another account uses', async () => {
    const response = await post('/api/account/changeUserName', { email: second.email.toUpperCase(), userId: first.userId }, admin.headers);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: `The email ${second.email.toUpperCase()} is already taken.` });
    const invalid = await post('/api/account/changeUserName', { email: 'nope' }, admin.headers);
    assert.deepEqual(invalid.json(), { message: 'The request is invalid.', modelState: { email: ['Email is invalid.'] } });
  });

  describe('login-as', () => {
    test('opens a quasi-admin session of the customer and writes an audit row naming both', async () => {
      const customer = await createCustomer(app);
      const { token, headers } = await loginAs(customer);
      assert.equal(token.userId, customer.userId);
      assert.equal(token.userName, customer.email);
      assert.equal(token.profileId, customer.token.profileId);
      assert.equal(token.isQuasiAdmin, true);
      assert.equal(token.isAdmin, false);
      const info = (await get('/api/account/userInfo', headers)).json<UserInfo>();
      assert.deepEqual([info.userId, info.isQuasiAdmin, info.isAdmin], [customer.userId, true, false]);
      const session = await app.db.selectFrom('sessions').selectAll().where('user_id', '=', customer.userId).where('is_quasi_admin', '=', true).executeTakeFirstOrThrow();
      assert.equal(session.acting_admin_id, admin.userId);
      const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'login_as').where('subject_user_id', '=', customer.userId).executeTakeFirstOrThrow();
      assert.equal(audit.actor_user_id, admin.userId);
      assert.equal(audit.entity_id, session.id);
      // The quasi-admin may change the customer's e-mail (spec/01 2.5) but is no administrator.
      assert.equal((await post('/api/account/changeUserName', { email: uniqueEmail('quasi') }, headers)).statusCode, 200);
      assert.equal((await get(`/api/account/emailHistory?userId=${first.userId}`, headers)).statusCode, 403);
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
      const rows = await app.db.selectFrom('audit_log').select('id').where('action', '=', 'login_as').where('subject_user_id', '=', customer.userId).execute();
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
      const link = new URL(await unsubscribeService(app.db, 'http://localhost:3000').link(customer.userId));
      assert.equal(link.pathname, '/disableNonTransactionalEmails');
      assert.equal(link.searchParams.get('userId'), customer.userId);
      const response = await get(`/api/keap/disableNonTransactionalEmails${link.search}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {});
      assert.equal(await receives(customer.userId), false);
    });

    test("a missing or another user's token is refused", async () => {
      const customer = await createCustomer(app);
      const othersLink = new URL(await unsubscribeService(app.db, 'http://localhost:3000').link(second.userId));
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
