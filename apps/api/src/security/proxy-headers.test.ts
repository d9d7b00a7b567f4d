import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAdmin, createCustomer, registrationBody, uniqueEmail, type Customer } from '../accounts/accounts.test-fixtures';
import { ROUTE_ACCESS } from './route-access.test-support';
import { buildSuiteApp } from './suite.test-support';

const PER_CLIENT = 3;
const PROXY = '10.0.0.2';

interface LimitedCall {
  method: 'POST';
  url: string;
  /** A request the limit counts: every attempt, or a wrong guess where only failures count. */
  payload: () => object;
  headers?: () => Record<string, string>;
}

/** A fresh client address per route and header set, so their counts stay apart. */
const run = randomInt(256);
let clients = 0;
const newClient = () => `198.51.${run}.${++clients}`;

/** What a client writes to pass for another address on call `n`: every header a proxy or framework might read. */
const disguise = (n: number): Record<string, string> => ({
  'x-forwarded-for': `203.0.113.${n}, 10.0.0.1`,
  'x-real-ip': `203.0.113.${n}`,
  forwarded: `for=203.0.113.${n};proto=https`,
  'x-client-ip': `203.0.113.${n}`,
  'true-client-ip': `203.0.113.${n}`,
  'cf-connecting-ip': `203.0.113.${n}`,
});

// docs/security.md Proxies and client addresses: whatever a client writes in
// its headers, every rate-limited call counts it as the one client it is,
// whether it reaches the app straight or through the proxy the app trusts.
describe('security suite: proxy headers do not make one client many', () => {
  let app: FastifyInstance;
  let customer: Customer;
  let admin: Customer;
  /** Every route with a per-client limit (docs/api-accounts.md Rate limits), and a request it counts. */
  let limited: Map<string, LimitedCall>;

  beforeAll(async () => {
    app = await buildSuiteApp({ TRUST_PROXY_ADDRESSES: PROXY, RATE_LIMIT_PER_IP: String(PER_CLIENT) });
    // Made from loopback, which the tests below never use.
    customer = await createCustomer(app);
    admin = await createAdmin(app);
    const wrongPassword = { oldPassword: 'Wrong#000', newPassword: 'Another#456', confirmPassword: 'Another#456' };
    limited = new Map<string, LimitedCall>([
      ['POST /api/account/register', { method: 'POST', url: '/api/account/register', payload: () => registrationBody() }],
      ['POST /api/account/checkEmail', { method: 'POST', url: '/api/account/checkEmail', payload: () => ({ email: uniqueEmail() }) }],
      ['POST /api/account/pasword/reset', { method: 'POST', url: '/api/account/pasword/reset', payload: () => ({ email: uniqueEmail() }) }],
      ['POST /Token (password)', { method: 'POST', url: '/Token', payload: () => ({ grant_type: 'password', userName: uniqueEmail(), password: 'Wrong#000' }) }],
      ['POST /Token (code)', { method: 'POST', url: '/Token', payload: () => ({ grant_type: 'code', userid: randomUUID(), code: '000000' }) }],
      ['POST /api/account/changePassword', { method: 'POST', url: '/api/account/changePassword', payload: () => wrongPassword, headers: () => customer.headers }],
      ['POST /api/account/checkPassword', { method: 'POST', url: '/api/account/checkPassword', payload: () => ({ userId: customer.userId, password: 'Wrong#000' }), headers: () => customer.headers }],
      ['POST /api/account/loginAs', { method: 'POST', url: '/api/account/loginAs', payload: () => ({ userName: uniqueEmail(), password: 'Wrong#000' }), headers: () => admin.headers }],
    ]);
  });
  afterAll(() => app.close());

  test('the limited routes named here are routes of the API', () => {
    for (const name of limited.keys()) assert.ok(ROUTE_ACCESS.has(name.split(' (')[0] ?? ''), name);
  });

  /** Sends PER_CLIENT + 1 counted calls from one client in a new disguise each; answers their statuses. */
  async function statusesOf(call: LimitedCall, reach: (client: string, n: number) => { remoteAddress: string; headers: Record<string, string> }) {
    const client = newClient();
    const statuses: number[] = [];
    for (let n = 1; n <= PER_CLIENT + 1; n++) {
      const { remoteAddress, headers } = reach(client, n);
      const response = await app.inject({ method: call.method, url: call.url, payload: call.payload(), remoteAddress, headers: { ...call.headers?.(), ...headers } });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  test('straight to the app: the headers are ignored, the socket is the client', async () => {
    for (const [name, call] of limited) {
      const statuses = await statusesOf(call, (client, n) => ({ remoteAddress: client, headers: disguise(n) }));
      assert.ok(statuses.slice(0, PER_CLIENT).every((status) => status !== 429), `${name}: ${statuses.join(',')}`);
      assert.equal(statuses[PER_CLIENT], 429, `${name}: ${statuses.join(',')}`);
    }
  });

  test('through the trusted proxy: the address the proxy saw is the client, the entries before it are not', async () => {
    for (const [name, call] of limited) {
      // An appending proxy passes on what the client wrote, then the address it saw.
      const statuses = await statusesOf(call, (client, n) => ({ remoteAddress: PROXY, headers: { ...disguise(n), 'x-forwarded-for': `203.0.113.${n}, ${PROXY}, ${client}` } }));
      assert.ok(statuses.slice(0, PER_CLIENT).every((status) => status !== 429), `${name}: ${statuses.join(',')}`);
      assert.equal(statuses[PER_CLIENT], 429, `${name}: ${statuses.join(',')}`);
    }
  });
});
