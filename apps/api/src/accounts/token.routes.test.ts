import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { TokenResponse } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { confirm, createCustomer, GENEROUS_LIMITS, register, TEST_PASSWORD, uniqueEmail } from './accounts.test-fixtures';

const UNAUTHORIZED = { message: 'Authorization has been denied for this request.' };

describe('POST /Token, password grant', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  const token = (payload: Record<string, unknown> | string) =>
    typeof payload === 'string'
      ? app.inject({ method: 'POST', url: '/Token', payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      : app.inject({ method: 'POST', url: '/Token', payload });

  test('a form-encoded sign-in answers the token response of the contract', async () => {
    const { userId, email } = await register(app, { languagePreference: 1 });
    await confirm(app, email);
    const profile = await app.db.selectFrom('profiles').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const form = new URLSearchParams({ grant_type: 'password', userName: email, password: TEST_PASSWORD, rememberMe: 'false' });
    const response = await token(form.toString());
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<TokenResponse>();
    assert.ok(body.access_token.length > 20);
    assert.deepEqual({ ...body, access_token: 'x' }, {
      access_token: 'x',
      token_type: 'bearer',
      expires_in: 12 * 3600,
      userId,
      userName: email,
      profileId: profile.id,
      orderId: null,
      orderNumber: null,
      isAdmin: false,
      isQuasiAdmin: false,
      languagePreference: 1,
    });
    const info = await app.inject({ method: 'GET', url: '/api/account/userInfo', headers: { authorization: `Bearer ${body.access_token}` } });
    assert.equal(info.statusCode, 200);
  });

  test('remember-me sessions last REMEMBER_ME_DAYS; the e-mail is matched whatever its case', async () => {
    const { email } = await createCustomer(app);
    const response = await token({ grant_type: 'password', userName: email.toUpperCase(), password: TEST_PASSWORD, rememberMe: true });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<TokenResponse>().expires_in, 14 * 86_400);
  });

  test('the open cart (status 1) is answered as orderId and orderNumber', async () => {
    const customer = await createCustomer(app);
    const profileId = customer.token.profileId;
    const order = await app.db
      .insertInto('orders')
      .values({ user_id: customer.userId, profile_id: profileId, status: 1 })
      .returning(['id', 'number'])
      .executeTakeFirstOrThrow();
    await app.db.insertInto('orders').values({ user_id: customer.userId, profile_id: profileId, status: 8 }).execute();
    const body = (await token({ grant_type: 'password', userName: customer.email, password: TEST_PASSWORD })).json<TokenResponse>();
    assert.equal(body.orderId, order.id);
    assert.equal(body.orderNumber, order.number);
  });

  test('a guest cart sent as orderId becomes the cart of a user who has none', async () => {
    const customer = await createCustomer(app);
    const guestCart = await app.db.insertInto('orders').values({ status: 1 }).returning(['id', 'number']).executeTakeFirstOrThrow();
    const body = (await token({ grant_type: 'password', userName: customer.email, password: TEST_PASSWORD, orderId: guestCart.id })).json<TokenResponse>();
    assert.equal(body.orderId, guestCart.id);
    assert.equal(body.orderNumber, guestCart.number);
    const stored = await app.db.selectFrom('orders').select(['user_id', 'profile_id']).where('id', '=', guestCart.id).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { user_id: customer.userId, profile_id: customer.token.profileId });
  });

  test('a wrong password and an unknown e-mail get the same words (spec/01 8)', async () => {
    const { email } = await createCustomer(app);
    const expected = { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' };
    const wrong = await token({ grant_type: 'password', userName: email, password: 'Wrong#123' });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), expected);
    const unknown = await token({ grant_type: 'password', userName: uniqueEmail('nobody'), password: TEST_PASSWORD });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), expected);
  });

  test('an unconfirmed account is told to confirm, only with the right password', async () => {
    const { email } = await register(app);
    const response = await token({ grant_type: 'password', userName: email, password: TEST_PASSWORD });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      error: 'invalid_grant',
      error_description: 'Please confirm your email address first. We sent you an activation link when you registered.',
    });
    const wrong = await token({ grant_type: 'password', userName: email, password: 'Wrong#123' });
    assert.equal(wrong.json<{ error_description: string }>().error_description, 'The user name or password is incorrect.');
  });

  test('a disabled account is refused, and its open sessions stop working', async () => {
    const customer = await createCustomer(app);
    await app.db.updateTable('users').set({ is_active: false }).where('id', '=', customer.userId).execute();
    const response = await token({ grant_type: 'password', userName: customer.email, password: TEST_PASSWORD });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { error: 'invalid_grant', error_description: 'This account has been disabled. Please contact support.' });
    const info = await app.inject({ method: 'GET', url: '/api/account/userInfo', headers: customer.headers });
    assert.equal(info.statusCode, 401);
  });

  test('malformed requests are refused OAuth-style', async () => {
    const unsupported = await token({ grant_type: 'client_credentials' });
    assert.equal(unsupported.statusCode, 400);
    assert.deepEqual(unsupported.json(), { error: 'unsupported_grant_type', error_description: 'The grant type is not supported.' });
    const noPassword = await token({ grant_type: 'password', userName: 'ana@example.com', password: '' });
    assert.deepEqual(noPassword.json(), { error: 'invalid_request', error_description: 'Please enter your password.' });
    const badJson = await app.inject({ method: 'POST', url: '/Token', payload: '{', headers: { 'content-type': 'application/json' } });
    assert.equal(badJson.statusCode, 400);
    assert.equal(badJson.json<{ error: string }>().error, 'invalid_request');
  });

  test('logout revokes the token: the same token then gets 401', async () => {
    const customer = await createCustomer(app);
    const logout = await app.inject({ method: 'POST', url: '/api/account/logout', headers: customer.headers });
    assert.equal(logout.statusCode, 200);
    assert.deepEqual(logout.json(), {});
    const again = await app.inject({ method: 'GET', url: '/api/account/userInfo', headers: customer.headers });
    assert.equal(again.statusCode, 401);
    assert.deepEqual(again.json(), UNAUTHORIZED);
    const anonymous = await app.inject({ method: 'POST', url: '/api/account/logout' });
    assert.equal(anonymous.statusCode, 401);
  });

  test("userInfo is the keep-alive ping: it moves the session's last activity forward", async () => {
    const customer = await createCustomer(app);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await app.db.updateTable('sessions').set({ last_seen_at: fiveMinutesAgo }).where('user_id', '=', customer.userId).execute();
    assert.equal((await app.inject({ method: 'GET', url: '/api/account/userInfo', headers: customer.headers })).statusCode, 200);
    const session = await app.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    assert.ok(Date.now() - session.last_seen_at.getTime() < 60_000);
  });

  test('an idle session is revoked; a remember-me session is not', async () => {
    const customer = await createCustomer(app);
    const remembered = await token({ grant_type: 'password', userName: customer.email, password: TEST_PASSWORD, rememberMe: true });
    const rememberedHeaders = { authorization: `Bearer ${remembered.json<TokenResponse>().access_token}` };
    const longAgo = new Date(Date.now() - 31 * 60_000);
    await app.db.updateTable('sessions').set({ last_seen_at: longAgo }).where('user_id', '=', customer.userId).execute();
    const idle = await app.inject({ method: 'GET', url: '/api/account/userInfo', headers: customer.headers });
    assert.equal(idle.statusCode, 401);
    assert.deepEqual(idle.json(), UNAUTHORIZED);
    const revoked = await app.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', customer.userId).where('remember_me', '=', false).execute();
    assert.ok(revoked.every((row) => row.revoked_at !== null));
    const kept = await app.inject({ method: 'GET', url: '/api/account/userInfo', headers: rememberedHeaders });
    assert.equal(kept.statusCode, 200);
  });
});

describe('idle limit from SESSION_IDLE_MINUTES', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS, SESSION_IDLE_MINUTES: '1' } });
  });
  afterAll(() => app.close());

  test('a shorter setting ends sessions sooner', async () => {
    const customer = await createCustomer(app);
    const ninetySecondsAgo = new Date(Date.now() - 90_000);
    await app.db.updateTable('sessions').set({ last_seen_at: ninetySecondsAgo }).where('user_id', '=', customer.userId).execute();
    const response = await app.inject({ method: 'GET', url: '/api/account/userInfo', headers: customer.headers });
    assert.equal(response.statusCode, 401);
  });
});
