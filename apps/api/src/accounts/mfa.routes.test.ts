import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { TokenResponse } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { codeIn, createCustomer, GENEROUS_LIMITS, lastEmail, TEST_PASSWORD, type Customer } from './accounts.test-fixtures';

const WRONG = { error: 'invalid_grant', error_description: 'The code is not right. Please check the email we sent you.' };
const EXPIRED = { error: 'invalid_grant', error_description: 'This code has expired. Please log in again to get a new code.' };

describe('MFA: the e-mailed code step of /Token', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  /** A customer with MFA switched on through the API. */
  async function mfaCustomer(overrides: { languagePreference?: 0 | 1 } = {}): Promise<Customer> {
    const customer = await createCustomer(app, overrides);
    const response = await app.inject({ method: 'GET', url: `/api/account/twofactor/${customer.userId}/true`, headers: customer.headers });
    assert.deepEqual(response.json(), { isTwoFactor: true });
    return customer;
  }

  const passwordStep = (email: string) =>
    app.inject({ method: 'POST', url: '/Token', payload: { grant_type: 'password', userName: email, password: TEST_PASSWORD, rememberMe: 'false' } });
  const codeStep = (userid: string, code: string) =>
    app.inject({ method: 'POST', url: '/Token', payload: { grant_type: 'code', userid, code, rememberMe: 'false' } });

  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  test('end to end: no token at first, a 6-digit code by e-mail, then the token response', async () => {
    const customer = await mfaCustomer();
    const first = await passwordStep(customer.email);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { userId: customer.userId });

    const email = await lastEmail(app, customer.email, 'mfa');
    const code = codeIn(email);
    assert.match(email.subject, /^Your labstore sign-in code: \d{6}$/);
    assert.ok(email.body_html.includes(code));
    const stored = await app.db.selectFrom('security_codes').select(['code_hash', 'expires_at', 'created_at']).where('user_id', '=', customer.userId).where('purpose', '=', 'mfa').executeTakeFirstOrThrow();
    assert.ok(!stored.code_hash.includes(code), 'the code is stored hashed');
    const minutes = (stored.expires_at.getTime() - stored.created_at.getTime()) / 60_000;
    assert.ok(Math.abs(minutes - 10) < 0.1, `expires after 10 minutes, got ${minutes}`);

    const second = await codeStep(customer.userId, code);
    assert.equal(second.statusCode, 200, second.body);
    const body = second.json<TokenResponse>();
    assert.equal(body.userId, customer.userId);
    assert.equal(body.profileId, customer.token.profileId);
    const info = await app.inject({ method: 'GET', url: '/api/account/userInfo', headers: { authorization: `Bearer ${body.access_token}` } });
    assert.equal(info.json<{ isTwoFactor: boolean }>().isTwoFactor, true);
  });

  test('a code works once', async () => {
    const customer = await mfaCustomer();
    await passwordStep(customer.email);
    const code = codeIn(await lastEmail(app, customer.email, 'mfa'));
    assert.equal((await codeStep(customer.userId, code)).statusCode, 200);
    const replay = await codeStep(customer.userId, code);
    assert.equal(replay.statusCode, 400);
    assert.deepEqual(replay.json(), EXPIRED);
  });

  test('a wrong code is refused; the 5th wrong attempt ends the code, even for the right one after', async () => {
    const customer = await mfaCustomer();
    await passwordStep(customer.email);
    const code = codeIn(await lastEmail(app, customer.email, 'mfa'));
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await codeStep(customer.userId, wrongCodeFor(code));
      assert.deepEqual(response.json(), WRONG, `attempt ${attempt}`);
    }
    assert.deepEqual((await codeStep(customer.userId, wrongCodeFor(code))).json(), EXPIRED);
    assert.deepEqual((await codeStep(customer.userId, code)).json(), EXPIRED);
  });

  test('an expired code is refused', async () => {
    const customer = await mfaCustomer();
    await passwordStep(customer.email);
    const code = codeIn(await lastEmail(app, customer.email, 'mfa'));
    await app.db.updateTable('security_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', customer.userId).execute();
    assert.deepEqual((await codeStep(customer.userId, code)).json(), EXPIRED);
  });

  test('a new sign-in retires the previous code', async () => {
    const customer = await mfaCustomer();
    await passwordStep(customer.email);
    const firstCode = codeIn(await lastEmail(app, customer.email, 'mfa'));
    await passwordStep(customer.email);
    const secondCode = codeIn(await lastEmail(app, customer.email, 'mfa'));
    if (firstCode !== secondCode) assert.notEqual((await codeStep(customer.userId, firstCode)).statusCode, 200);
    assert.equal((await codeStep(customer.userId, secondCode)).statusCode, 200);
  });

  test('codes of unknown users or malformed ids are expired, and codes must be 6 digits', async () => {
    assert.deepEqual((await codeStep('00000000-0000-4000-8000-000000000000', '123456')).json(), EXPIRED);
    assert.deepEqual((await codeStep('not-a-uuid', '123456')).json(), EXPIRED);
    const short = await codeStep('00000000-0000-4000-8000-000000000000', '123');
    assert.deepEqual(short.json(), { error: 'invalid_request', error_description: 'Please enter the 6-digit code from the email.' });
  });

  test('the code e-mail follows the language preference', async () => {
    const customer = await mfaCustomer({ languagePreference: 1 });
    await passwordStep(customer.email);
    const email = await lastEmail(app, customer.email, 'mfa');
    assert.match(email.subject, /^Su código de acceso de labstore: \d{6}$/);
    assert.match(email.body_text, /^Hola Ana:/);
  });

  test('switching MFA off signs in with the password alone again', async () => {
    const customer = await mfaCustomer();
    const off = await app.inject({ method: 'GET', url: `/api/account/twofactor/${customer.userId}/false`, headers: customer.headers });
    assert.deepEqual(off.json(), { isTwoFactor: false });
    const response = await passwordStep(customer.email);
    assert.ok(response.json<TokenResponse>().access_token);
  });
});
