import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { codeIn, createAdmin, lastEmail, linkIn, registrationBody, TEST_PASSWORD, uniqueEmail } from './accounts.test-fixtures';

const WORDS = 'Too many attempts. Please wait a few minutes and try again.';
const LIMITS = { RATE_LIMIT_PER_IP: '4', RATE_LIMIT_PER_ACCOUNT: '2' };

/** A fresh client address for each call: counted within a run, random across runs sharing a Redis. */
const run = randomInt(256);
let addresses = 0;
const newIp = () => `10.${run}.${(++addresses >> 8) & 255}.${addresses & 255}`;

function describeLimits(label: string, environment: Record<string, string>) {
  describe(`rate limits (${label})`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ seed: false, environment: { ...LIMITS, ...environment } });
    });
    afterAll(() => app.close());

    const post = (url: string, payload: object, remoteAddress: string) => app.inject({ method: 'POST', url, payload, remoteAddress });
    const signIn = (userName: string, ip: string, password = 'Wrong#123') => post('/Token', { grant_type: 'password', userName, password }, ip);

    /** A confirmed, signed-in customer, made from addresses of its own so registration's limit is not met. */
    async function createCustomer(): Promise<{ userId: string; email: string; headers: { authorization: string } }> {
      const body = registrationBody();
      const { userId } = (await post('/api/account/register', body, newIp())).json<{ userId: string }>();
      const [, , , securityCode] = linkIn(await lastEmail(app, body.email, 'confirmation')).pathname.split('/');
      assert.equal((await post('/api/account/register/confirm', { userId, securityCode }, newIp())).statusCode, 200);
      const token = (await signIn(body.email, newIp(), TEST_PASSWORD)).json<{ access_token: string }>();
      return { userId, email: body.email, headers: { authorization: `Bearer ${token.access_token}` } };
    }

    test('/Token: a stranger\'s failures from other addresses never lock the owner out', async () => {
      const owner = await createCustomer();
      // 5, then 50 wrong passwords, each from an address of its own.
      for (const failures of [5, 50]) {
        for (let attempt = 0; attempt < failures; attempt++) assert.equal((await signIn(owner.email, newIp())).statusCode, 400);
        assert.equal((await signIn(owner.email, newIp(), TEST_PASSWORD)).statusCode, 200, `after ${failures} failures elsewhere`);
      }
    });

    test('/Token: successful sign-ins neither count nor are refused', async () => {
      const owner = await createCustomer();
      const ip = newIp();
      for (let attempt = 0; attempt < 8; attempt++) assert.equal((await signIn(owner.email, ip, TEST_PASSWORD)).statusCode, 200, `sign-in ${attempt + 1}`);
      assert.equal((await signIn(owner.email, ip)).statusCode, 400);
      assert.equal((await signIn(owner.email, ip, TEST_PASSWORD)).statusCode, 200, 'one failure among them is still under the limit');
    });

    test('/Token: per account and address, the right password too once over, and not another account', async () => {
      const owner = await createCustomer();
      const ip = newIp();
      assert.equal((await signIn(owner.email, ip)).statusCode, 400);
      assert.equal((await signIn(owner.email.toUpperCase(), ip)).statusCode, 400);
      const limited = await signIn(owner.email, ip, TEST_PASSWORD);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'too_many_requests', error_description: WORDS });
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(retryAfter > 800 && retryAfter <= 900, `Retry-After ${retryAfter}`);
      assert.equal((await signIn(uniqueEmail(), ip)).statusCode, 400, 'another account from the same address is not limited');
      // An address that does not exist is limited the same way, so a 429 does not tell whether it has an account.
      const unknown = uniqueEmail('nobody');
      await signIn(unknown, ip);
      await signIn(unknown, ip);
      assert.equal((await signIn(unknown, ip)).statusCode, 429);
    });

    test('/Token: an IPv6 client is one address per /64', async () => {
      const owner = await createCustomer();
      const prefix = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
      assert.equal((await signIn(owner.email, `${prefix}::1`)).statusCode, 400);
      assert.equal((await signIn(owner.email, `${prefix}::2`)).statusCode, 400);
      assert.equal((await signIn(owner.email, `${prefix}:0:0:0:3`, TEST_PASSWORD)).statusCode, 429);
    });

    test('/Token: per address, whatever the account (credential stuffing)', async () => {
      const ip = newIp();
      for (let attempt = 0; attempt < 4; attempt++) assert.equal((await signIn(uniqueEmail(), ip)).statusCode, 400);
      const limited = await signIn(uniqueEmail(), ip);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'too_many_requests', error_description: WORDS });
    });

    test('/Token: 100 failures an hour across addresses refuse the 101st attempt, right password included, until a new password is set', async () => {
      const owner = await createCustomer();
      for (let attempt = 0; attempt < 100; attempt++) assert.equal((await signIn(owner.email, newIp())).statusCode, 400, `failure ${attempt + 1}`);
      const limited = await signIn(owner.email, newIp(), TEST_PASSWORD);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'too_many_requests', error_description: WORDS });
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(retryAfter > 3000 && retryAfter <= 3600, `Retry-After ${retryAfter}`);

      // The owner is told, once, and the e-mailed reset link still works and lifts the cap.
      const warnings = await app.db.selectFrom('email_log').select('id').where('to_address', '=', owner.email).where('send_by', '=', 'sign-in-attack').execute();
      assert.equal(warnings.length, 1);
      assert.equal((await post('/api/account/pasword/reset', { email: owner.email }, newIp())).statusCode, 200);
      const link = linkIn(await lastEmail(app, owner.email, 'password-reset'));
      const reset = { userId: link.searchParams.get('userId'), securityCode: link.searchParams.get('SecurityCode'), password: 'Fresh#456', confirmPassword: 'Fresh#456' };
      assert.equal((await post('/api/account/password/reset/confirm', reset, newIp())).statusCode, 200);
      assert.equal((await signIn(owner.email, newIp(), 'Fresh#456')).statusCode, 200);
    });

    test('the code step counts failed codes per account and address like passwords', async () => {
      const owner = await createCustomer();
      await app.inject({ method: 'GET', url: `/api/account/twofactor/${owner.userId}/true`, headers: owner.headers });
      const code = (value: string, ip: string) => post('/Token', { grant_type: 'code', userid: owner.userId, code: value }, ip);
      const ip = newIp();
      for (let round = 0; round < 3; round++) {
        assert.deepEqual((await signIn(owner.email, ip, TEST_PASSWORD)).json(), { userId: owner.userId });
        assert.equal((await code(codeIn(await lastEmail(app, owner.email, 'mfa')), ip)).statusCode, 200, `successful code step ${round + 1}`);
      }
      assert.deepEqual((await signIn(owner.email, ip, TEST_PASSWORD)).json(), { userId: owner.userId });
      const right = codeIn(await lastEmail(app, owner.email, 'mfa'));
      const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
      assert.equal((await code(wrong, ip)).statusCode, 400);
      assert.equal((await code(wrong, ip.toUpperCase())).statusCode, 400);
      const limited = await code(right, ip);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'too_many_requests', error_description: WORDS });
      assert.equal((await code(right, newIp())).statusCode, 200, 'the owner elsewhere is not locked out');
    });

    test('changePassword and checkPassword: wrong passwords count as failed sign-ins and are refused over the limit', async () => {
      const owner = await createCustomer();
      const authed = (url: string, payload: object, ip: string) => app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: owner.headers });
      const change = (oldPassword: string, ip: string) => authed('/api/account/changePassword', { oldPassword, newPassword: 'Fresh#456', confirmPassword: 'Fresh#456' }, ip);

      const ip = newIp();
      assert.equal((await change('Wrong#123', ip)).statusCode, 400);
      assert.equal((await signIn(owner.email, ip)).statusCode, 400);
      const refused = await change(TEST_PASSWORD, ip);
      assert.equal(refused.statusCode, 429);
      assert.deepEqual(refused.json(), { message: WORDS });
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal((await signIn(owner.email, ip, TEST_PASSWORD)).statusCode, 429, 'the same counters as /Token');

      const other = newIp();
      const check = (password: string) => authed('/api/account/checkPassword', { userId: owner.userId, password }, other);
      assert.equal((await check(TEST_PASSWORD)).json(), true, 'a password used before is no failure');
      assert.equal((await check('Guess#0001')).json(), false);
      assert.equal((await check('Guess#0002')).json(), false);
      const limited = await check(TEST_PASSWORD);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { message: WORDS });
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal((await change(TEST_PASSWORD, newIp())).statusCode, 200, 'the owner elsewhere is not locked out');
    });

    test('register, pasword/reset and checkEmail answer 429 { message } over the limit', async () => {
      const calls: Array<[string, (email: string) => object]> = [
        ['/api/account/register', (email) => registrationBody({ email, password: 'short' })],
        ['/api/account/pasword/reset', (email) => ({ email })],
        ['/api/account/checkEmail', (email) => ({ email })],
      ];
      for (const [url, body] of calls) {
        const email = uniqueEmail();
        await post(url, body(email), newIp());
        await post(url, body(email), newIp());
        const perAccount = await post(url, body(email), newIp());
        assert.equal(perAccount.statusCode, 429, url);
        assert.deepEqual(perAccount.json(), { message: WORDS }, url);
        assert.ok(Number(perAccount.headers['retry-after']) > 0, url);

        const ip = newIp();
        for (let attempt = 0; attempt < 4; attempt++) assert.notEqual((await post(url, body(uniqueEmail()), ip)).statusCode, 429, url);
        const perIp = await post(url, body(uniqueEmail()), ip);
        assert.equal(perIp.statusCode, 429, url);
        assert.deepEqual(perIp.json(), { message: WORDS }, url);
      }
    });

    test('login-as is counted per administrator', async () => {
      const admin = await createAdmin(app);
      const attempt = () => app.inject({ method: 'POST', url: '/api/account/loginAs', payload: { password: 'Wrong#123', userName: uniqueEmail() }, headers: admin.headers, remoteAddress: newIp() });
      assert.equal((await attempt()).statusCode, 400);
      assert.equal((await attempt()).statusCode, 400);
      assert.deepEqual((await attempt()).json(), { message: WORDS });
    });
  });
}

describeLimits('in memory', {});

// With TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) the same rules run on the shared Redis store.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) describeLimits('Redis', { REDIS_URL: redisUrl });

// DESIGN.md Scale: the shared store is an aid, not a gate. With Redis out of
// reach every limited call still answers (the limit is skipped and logged).
describe('rate limits with the Redis store out of reach', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...LIMITS, REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => app.close());

  test('sign-up checks, a reset request and a sign-in still answer, past every limit', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const check = await app.inject({ method: 'POST', url: '/api/account/checkEmail', payload: { email: uniqueEmail() }, remoteAddress: ip });
      assert.equal(check.statusCode, 200, check.body);
    }
    const reset = await app.inject({ method: 'POST', url: '/api/account/pasword/reset', payload: { email: uniqueEmail() }, remoteAddress: ip });
    assert.equal(reset.statusCode, 200, reset.body);
    const signIn = await app.inject({ method: 'POST', url: '/Token', payload: { grant_type: 'password', userName: uniqueEmail(), password: 'Wrong#123' }, remoteAddress: ip });
    assert.equal(signIn.statusCode, 400, signIn.body);
  });
});
