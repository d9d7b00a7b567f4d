import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { createTestUser, signIn as openSession } from '../profiles/profiles.test-fixtures';
import { buildCapturedLogApp } from '../security/captured-log-app.test-support';
import { buildTestApp } from '../testing/test-app';
import { confirm, createAdmin, createCustomer, GENEROUS_LIMITS, lastEmail, linkIn, register, signIn, TEST_PASSWORD, uniqueEmail, type Customer } from './accounts.test-fixtures';

const REUSED = { message: 'Error: Password can not have been previously used.' };
const LINK_INVALID = { message: 'This password reset link is invalid or has expired.' };

describe('password reset, change and reuse check', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, headers?: { authorization: string }) =>
    app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });
  const userInfoStatus = async (headers: { authorization: string }) =>
    (await app.inject({ method: 'GET', url: '/api/account/userInfo', headers })).statusCode;

  async function resetLink(email: string): Promise<{ userId: string; securityCode: string }> {
    const response = await post('/api/account/pasword/reset', { email });
    assert.equal(response.statusCode, 200);
    const link = linkIn(await lastEmail(app, email, 'password-reset'));
    assert.equal(link.pathname, '/ResetPassword');
    return { userId: link.searchParams.get('userId') ?? '', securityCode: link.searchParams.get('SecurityCode') ?? '' };
  }

  const confirmReset = (link: { userId: string; securityCode: string }, password: string) =>
    post('/api/account/password/reset/confirm', { ...link, password, confirmPassword: password });

  test('pasword/reset answers 200 {} whether or not the address has an account', async () => {
    const unknown = uniqueEmail('nobody');
    const response = await post('/api/account/pasword/reset', { email: unknown });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {});
    const sent = await app.db.selectFrom('email_log').select('id').where('to_address', '=', unknown).execute();
    assert.equal(sent.length, 0);
  });

  test('the reset link sets a new password once, ends every session and expires after 1 hour', async () => {
    const customer = await createCustomer(app);
    const link = await resetLink(customer.email);
    assert.equal(link.userId, customer.userId);
    const stored = await app.db.selectFrom('security_codes').select(['expires_at', 'created_at']).where('user_id', '=', customer.userId).where('purpose', '=', 'reset_password').executeTakeFirstOrThrow();
    assert.ok(Math.abs((stored.expires_at.getTime() - stored.created_at.getTime()) / 60_000 - 60) < 0.1);

    const response = await confirmReset(link, 'Fresh#456');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {});
    assert.equal(await userInfoStatus(customer.headers), 401);
    await signIn(app, customer.email, 'Fresh#456');
    assert.deepEqual((await confirmReset(link, 'Other#789')).json(), LINK_INVALID);
  });

  test('a reused password is refused and the link still works for another one', async () => {
    const customer = await createCustomer(app);
    // Three passwords over time: the reuse rule covers all of them, not only the current one.
    await post('/api/account/changePassword', { oldPassword: TEST_PASSWORD, newPassword: 'Second#22', confirmPassword: 'Second#22' }, customer.headers);
    const link = await resetLink(customer.email);
    for (const used of [TEST_PASSWORD, 'Second#22']) {
      const response = await confirmReset(link, used);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), REUSED);
    }
    assert.equal((await confirmReset(link, 'Third#333')).statusCode, 200);
  });

  test('a bad, expired or foreign reset link is refused', async () => {
    const customer = await createCustomer(app);
    const other = await createCustomer(app);
    const link = await resetLink(customer.email);
    assert.deepEqual((await confirmReset({ userId: other.userId, securityCode: link.securityCode }, 'Fresh#456')).json(), LINK_INVALID);
    assert.deepEqual((await confirmReset({ userId: 'nope', securityCode: link.securityCode }, 'Fresh#456')).json(), LINK_INVALID);
    await app.db.updateTable('security_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', customer.userId).execute();
    assert.deepEqual((await confirmReset(link, 'Fresh#456')).json(), LINK_INVALID);
  });

  test('a reset confirms an unconfirmed address (the link proves the mailbox)', async () => {
    const { userId, email } = await register(app);
    const link = await resetLink(email);
    assert.equal((await confirmReset(link, 'Fresh#456')).statusCode, 200);
    const user = await app.db.selectFrom('users').select('email_confirmed').where('id', '=', userId).executeTakeFirstOrThrow();
    assert.equal(user.email_confirmed, true);
  });

  test('the reset form rules answer the spec messages', async () => {
    const response = await post('/api/account/password/reset/confirm', { userId: 'u', securityCode: 's', password: 'abc', confirmPassword: '' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'The request is invalid.',
      modelState: {
        password: ['Must contain at least 1 number!', 'Must contain at least 1 in Capital Case!', 'Must contain at least 1 Special Character!', 'Must be at least 8 characters!'],
        confirmPassword: ['Please fill repeat password field'],
      },
    });
    const mismatch = await post('/api/account/password/reset/confirm', { userId: 'u', securityCode: 's', password: 'Fresh#456', confirmPassword: 'Fresh#457' });
    assert.deepEqual(mismatch.json<{ modelState: object }>().modelState, { confirmPassword: ['Your passwords do not match.Please confirmed them and try again.'] });
  });

  describe('changePassword', () => {
    let customer: Customer;
    beforeAll(async () => {
      customer = await createCustomer(app);
    });
    const change = (oldPassword: string, newPassword: string, headers = customer.headers) =>
      post('/api/account/changePassword', { oldPassword, newPassword, confirmPassword: newPassword }, headers);

    test('a wrong current password is refused', async () => {
      const response = await change('Wrong#000', 'Brand#111');
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: 'Your current password is not right.', modelState: { oldPassword: ['Your current password is not right.'] } });
    });

    test('the current password may not be used again', async () => {
      const response = await change(TEST_PASSWORD, TEST_PASSWORD);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), REUSED);
    });

    test('a change keeps this session and ends the others', async () => {
      const otherSession = await signIn(app, customer.email);
      const otherHeaders = { authorization: `Bearer ${otherSession.access_token}` };
      const response = await change(TEST_PASSWORD, 'Brand#111');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(await userInfoStatus(customer.headers), 200);
      assert.equal(await userInfoStatus(otherHeaders), 401);
      await signIn(app, customer.email, 'Brand#111');
      const history = await app.db.selectFrom('password_history').select('id').where('user_id', '=', customer.userId).execute();
      assert.equal(history.length, 2);
    });

    test('the form rules and sign-in are required', async () => {
      const invalid = await post('/api/account/changePassword', { oldPassword: '', newPassword: 'short', confirmPassword: 'short' }, customer.headers);
      const modelState = invalid.json<{ modelState: Record<string, string[]> }>().modelState;
      assert.deepEqual(modelState.oldPassword, ['Please fill current password field']);
      assert.ok(modelState.newPassword?.includes('Must be at least 8 characters!'));
      assert.equal((await post('/api/account/changePassword', { oldPassword: 'a', newPassword: 'Brand#222', confirmPassword: 'Brand#222' })).statusCode, 401);
    });
  });

  test('checkPassword: true for any earlier password, for the user itself or an administrator only', async () => {
    const customer = await createCustomer(app);
    const other = await createCustomer(app);
    const check = (password: string, headers: { authorization: string }, userId = customer.userId) =>
      post('/api/account/checkPassword', { password, userId }, headers);
    assert.equal((await check(TEST_PASSWORD, customer.headers)).json(), true);
    assert.equal((await check('Never#999', customer.headers)).json(), false);
    const foreign = await check(TEST_PASSWORD, other.headers);
    assert.equal(foreign.statusCode, 403);
    assert.deepEqual(foreign.json(), { message: 'You do not have permission to do this.' });
    const admin = await createAdmin(app);
    assert.equal((await check(TEST_PASSWORD, admin.headers)).json(), true);
    assert.equal((await post('/api/account/checkPassword', { password: TEST_PASSWORD, userId: customer.userId })).statusCode, 401);
  });

  test("password/verify: whether it is the signed-in account's password now; no-store; not in a login-as session", async () => {
    const customer = await createCustomer(app);
    const verify = (password: string, headers: { authorization: string } = customer.headers) => post('/api/account/password/verify', { password }, headers);
    const right = await verify(TEST_PASSWORD);
    assert.equal(right.statusCode, 200, right.body);
    assert.deepEqual(right.json(), { valid: true });
    assert.equal(right.headers['cache-control'], 'no-store');
    const wrong = await verify('Wrong#000');
    assert.deepEqual(wrong.json(), { valid: false });
    assert.equal(wrong.headers['cache-control'], 'no-store');
    // Another account's password is not this account's.
    const other = await createCustomer(app);
    await post('/api/account/changePassword', { oldPassword: TEST_PASSWORD, newPassword: 'Other#777', confirmPassword: 'Other#777' }, other.headers);
    assert.deepEqual((await verify('Other#777')).json(), { valid: false });
    // A password used before is not the current one.
    await post('/api/account/changePassword', { oldPassword: TEST_PASSWORD, newPassword: 'Brand#111', confirmPassword: 'Brand#111' }, customer.headers);
    assert.deepEqual((await verify(TEST_PASSWORD)).json(), { valid: false });
    assert.deepEqual((await verify('Brand#111')).json(), { valid: true });

    const empty = await verify('');
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json<{ modelState: object }>().modelState, { password: ['Please enter your password.'] });
    assert.equal((await post('/api/account/password/verify', { password: 'Brand#111' })).statusCode, 401);
    const admin = await createTestUser(app, { admin: true });
    const actingAs = await verify('Brand#111', await openSession(app, customer.userId, { actingAdminId: admin.userId }));
    assert.equal(actingAs.statusCode, 403);
    assert.deepEqual(actingAs.json(), { message: 'You do not have permission to do this.' });
  });
});

describe('password/verify under the sign-in guard', () => {
  const WORDS = 'Too many attempts. Please wait a few minutes and try again.';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { RATE_LIMIT_PER_IP: '4', RATE_LIMIT_PER_ACCOUNT: '2' } });
  });
  afterAll(() => app.close());

  /** A fresh client address for each use: counted within a run, random across runs sharing a store. */
  const run = randomInt(256);
  let addresses = 0;
  const newIp = () => `10.${run}.${200 + ((++addresses >> 8) & 31)}.${addresses & 255}`;

  async function customerFrom(ip: string): Promise<{ email: string; headers: { authorization: string } }> {
    const { email } = await register(app);
    await confirm(app, email);
    const signedIn = await app.inject({ method: 'POST', url: '/Token', payload: { grant_type: 'password', userName: email, password: TEST_PASSWORD }, remoteAddress: ip });
    return { email, headers: { authorization: `Bearer ${signedIn.json<{ access_token: string }>().access_token}` } };
  }

  test('a wrong password counts as a failed sign-in: over the limit even the right one is refused, here and at /Token, not elsewhere', async () => {
    const ip = newIp();
    const owner = await customerFrom(newIp());
    const verify = (password: string, from = ip) => app.inject({ method: 'POST', url: '/api/account/password/verify', payload: { password }, headers: owner.headers, remoteAddress: from });
    const signIn = (password: string, from = ip) => app.inject({ method: 'POST', url: '/Token', payload: { grant_type: 'password', userName: owner.email, password }, remoteAddress: from });

    assert.deepEqual((await verify(TEST_PASSWORD)).json(), { valid: true }, 'a right password is no failure');
    assert.deepEqual((await verify('Guess#0001')).json(), { valid: false });
    assert.equal((await signIn('Guess#0002')).statusCode, 400);
    const limited = await verify(TEST_PASSWORD);
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { message: WORDS });
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await signIn(TEST_PASSWORD)).statusCode, 429, 'the same counters as /Token');
    assert.deepEqual((await verify(TEST_PASSWORD, newIp())).json(), { valid: true }, 'the owner elsewhere is not locked out');
  });
});

describe('password/verify and the logs', () => {
  test('the password is never logged, right or wrong', async () => {
    const { app, logText } = await buildCapturedLogApp({ ...GENEROUS_LIMITS });
    try {
      const customer = await createCustomer(app);
      const wrong = 'Unlogged#4711';
      for (const password of [TEST_PASSWORD, wrong]) {
        const response = await app.inject({ method: 'POST', url: '/api/account/password/verify', payload: { password }, headers: customer.headers });
        assert.equal(response.statusCode, 200, response.body);
      }
      const log = logText();
      assert.match(log, /\/api\/account\/password\/verify/);
      assert.equal(log.includes(wrong), false);
      assert.equal(log.includes(TEST_PASSWORD), false);
    } finally {
      await app.close();
    }
  });
});
