import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { createAdmin, registrationBody, uniqueEmail } from './accounts.test-fixtures';

const WORDS = 'Too many attempts. Please wait a few minutes and try again.';
const LIMITS = { RATE_LIMIT_PER_IP: '4', RATE_LIMIT_PER_ACCOUNT: '2' };

/** A fresh client address for each test, so counters never carry over (also in a shared Redis). */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function describeLimits(label: string, environment: Record<string, string>) {
  describe(`rate limits (${label})`, () => {
    let app: FastifyInstance;
    before(async () => {
      app = await buildTestApp({ seed: false, environment: { ...LIMITS, ...environment } });
    });
    after(() => app.close());

    const post = (url: string, payload: object, remoteAddress: string) => app.inject({ method: 'POST', url, payload, remoteAddress });
    const signIn = (userName: string, ip: string) => post('/Token', { grant_type: 'password', userName, password: 'Wrong#123' }, ip);

    test('/Token: per account, whatever the address', async () => {
      const email = uniqueEmail();
      assert.equal((await signIn(email, newIp())).statusCode, 400);
      assert.equal((await signIn(email, newIp())).statusCode, 400);
      const limited = await signIn(email.toUpperCase(), newIp());
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'too_many_requests', error_description: WORDS });
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal((await signIn(uniqueEmail(), newIp())).statusCode, 400, 'another account is not limited');
    });

    test('/Token: per IP, whatever the account', async () => {
      const ip = newIp();
      for (let attempt = 0; attempt < 4; attempt++) assert.equal((await signIn(uniqueEmail(), ip)).statusCode, 400);
      const limited = await signIn(uniqueEmail(), ip);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'too_many_requests', error_description: WORDS });
    });

    test('the code step is counted apart from the password step', async () => {
      const userid = '00000000-0000-4000-8000-00000000000' + String(randomInt(10));
      const code = (ip: string) => post('/Token', { grant_type: 'code', userid, code: '123456' }, ip);
      assert.equal((await code(newIp())).statusCode, 400);
      assert.equal((await code(newIp())).statusCode, 400);
      const limited = await code(newIp());
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json<{ error: string }>().error, 'too_many_requests');
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
