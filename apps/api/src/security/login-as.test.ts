import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ACCOUNT_MESSAGES, TOO_MANY_ATTEMPTS_MESSAGE, type LoginAsCode, type TokenResponse } from '@labstore/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createAdmin, createCustomer, type Customer } from '../accounts/accounts.test-fixtures';
import { buildCapturedLogApp } from './captured-log-app.test-support';
import { buildSuiteApp } from './suite.test-support';

// Issue 14, docs/security.md "Login-as: no token in a URL": the login-as
// landing takes a single-use, short-lived code and nothing else. A forged,
// replayed or expired code is refused with one message, never a 5xx; an
// address or a body carrying a token and role flags opens nothing; guesses
// are counted; neither the code nor the token it buys reaches the logs.

const EXCHANGE = '/api/account/loginAs/exchange';
const INVALID = { message: ACCOUNT_MESSAGES.loginAsCodeInvalid };

describe('security suite: the login-as landing', () => {
  let app: FastifyInstance;
  let logText: () => string;
  let admin: Customer & { password: string };
  let customer: Customer;

  beforeAll(async () => {
    ({ app, logText } = await buildCapturedLogApp({ RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_ACCOUNT: '10000' }));
    admin = await createAdmin(app);
    customer = await createCustomer(app);
  });
  afterAll(() => app.close());

  const exchange = (payload: InjectOptions['payload'], extra: Partial<InjectOptions> = {}) => app.inject({ method: 'POST', url: EXCHANGE, payload, ...extra });

  async function start(): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/loginAs',
      payload: { password: admin.password, rememberMe: false, userName: customer.email, adminName: admin.email },
      headers: admin.headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<LoginAsCode>().code;
  }

  const quasiSessions = async () =>
    (await app.db.selectFrom('sessions').select('id').where('user_id', '=', customer.userId).where('is_quasi_admin', '=', true).execute()).length;

  test('a forged code, in any shape, is refused without a 5xx and opens nothing', async () => {
    const before = await quasiSessions();
    const forged: Array<InjectOptions['payload']> = [
      { code: 'A'.repeat(43) },
      { code: (await start()).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')) },
      { code: 'a\u0000b' },
      { code: '\uD800' },
      { code: "' or '1'='1" },
      { code: '__proto__' },
      { code: 'x'.repeat(1024 * 1024) },
      { code: 42 },
      { code: null },
      { code: ['a'] },
      { code: { __proto__: { admin: true } } },
      JSON.parse('{"__proto__": {"code": "polluted"}}') as Record<string, unknown>,
      {},
      '{',
    ];
    for (const payload of forged) {
      const response = await exchange(payload, typeof payload === 'string' ? { headers: { 'content-type': 'application/json' } } : {});
      // 400, or 413 for the megabyte (the body limit answers before the route).
      assert.ok([400, 413].includes(response.statusCode), `${JSON.stringify(payload)?.slice(0, 80)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      assert.equal(response.headers['cache-control'], 'no-store');
    }
    assert.deepEqual((await exchange({ code: 'A'.repeat(43) })).json(), INVALID);
    assert.equal(({} as Record<string, unknown>).admin, undefined, 'no prototype was reached');
    assert.equal(await quasiSessions(), before);
  });

  test('a code is good once: the replay is refused', async () => {
    const code = await start();
    assert.equal((await exchange({ code })).statusCode, 200);
    const replay = await exchange({ code });
    assert.equal(replay.statusCode, 400);
    assert.deepEqual(replay.json(), INVALID);
  });

  test('an expired code is refused', async () => {
    const code = await start();
    await app.db.updateTable('login_as_codes').set({ expires_at: new Date(Date.now() - 1) }).where('used_at', 'is', null).execute();
    const response = await exchange({ code });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), INVALID);
  });

  test('a token and role flags, in the body or the address, open no session', async () => {
    const before = await quasiSessions();
    const flags = { access_token: customer.token.access_token, isAdmin: 'true', asQuasiAdmin: 'true', profileId: customer.token.profileId ?? '' };
    assert.equal((await exchange(flags)).statusCode, 400);
    assert.equal((await app.inject({ method: 'POST', url: `${EXCHANGE}?${new URLSearchParams(flags).toString()}`, payload: {} })).statusCode, 400);
    // The landing's page itself is the app shell; the server reads nothing off its address.
    const page = await app.inject({ method: 'GET', url: `/auth?${new URLSearchParams(flags).toString()}` });
    assert.ok(page.statusCode < 500, `${page.statusCode}`);
    assert.equal(page.headers['set-cookie'], undefined);
    assert.equal(await quasiSessions(), before);
  });

  test('neither the code nor the token it buys is logged', async () => {
    const code = await start();
    const response = await exchange({ code });
    assert.equal(response.statusCode, 200);
    const token = response.json<TokenResponse>().access_token;
    const logs = logText();
    assert.equal(logs.includes(code), false, 'the code is in the logs');
    assert.equal(logs.includes(token), false, 'the token is in the logs');
  });
});

describe('security suite: guesses at login-as codes are limited per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSuiteApp({ RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(() => app.close());

  test('past the limit the exchange answers 429 with Retry-After, before looking at the code', async () => {
    const guess = () => app.inject({ method: 'POST', url: EXCHANGE, payload: { code: 'A'.repeat(43) }, remoteAddress: '203.0.113.7' });
    for (let attempt = 0; attempt < 3; attempt += 1) assert.equal((await guess()).statusCode, 400);
    const refused = await guess();
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { message: TOO_MANY_ATTEMPTS_MESSAGE });
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Another address is counted apart.
    assert.equal((await app.inject({ method: 'POST', url: EXCHANGE, payload: { code: 'A'.repeat(43) }, remoteAddress: '198.51.100.9' })).statusCode, 400);
  });
});
