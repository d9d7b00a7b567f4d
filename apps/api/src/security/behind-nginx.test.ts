import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { uniqueEmail } from '../accounts/accounts.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { findNginx, startNginx, type RunningProxy } from './nginx-proxy.test-support';

const PER_CLIENT = 4;
const nginx = findNginx();
// CI installs nginx (.ci/run): there a missing one fails instead of skipping.
const skip = nginx || process.env.CI ? false : 'nginx is not installed: apt-get install nginx to run the proxy test (CI installs it)';

/** Header sets a client may send to pass for someone else; `n` makes each call's different. */
const DISGUISES: Array<[string, (n: number) => Record<string, string>]> = [
  ['a new X-Forwarded-For', (n) => ({ 'x-forwarded-for': `203.0.113.${n}` })],
  ['a chain ending in a private address', (n) => ({ 'x-forwarded-for': `203.0.113.${n}, 10.0.0.1` })],
  ['a chain ending in the proxy\'s own address', (n) => ({ 'x-forwarded-for': `203.0.113.${n}, 127.0.0.1` })],
  ['X-Real-IP and Forwarded', (n) => ({ 'x-real-ip': `203.0.113.${n}`, forwarded: `for=203.0.113.${n}` })],
];

// docs/security.md Proxies and client addresses: through the shipped
// infra/nginx.conf, with the app trusting that proxy alone, whatever a client
// writes in its headers it stays one client for the rate limits.
describe.skipIf(skip)('behind the shipped nginx, a client cannot pass for another', () => {
  let api: FastifyInstance;
  let proxy: RunningProxy;

  beforeAll(async () => {
    api = await buildTestApp({
      seed: false,
      // nginx connects from loopback; the per-account limits stay out of the way.
      environment: { TRUST_PROXY_ADDRESSES: '127.0.0.1', RATE_LIMIT_PER_IP: String(PER_CLIENT), RATE_LIMIT_PER_ACCOUNT: '10000' },
    });
    await api.listen({ host: '127.0.0.1', port: 0 });
    proxy = await startNginx(nginx ?? 'nginx', `127.0.0.1:${(api.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await proxy?.stop();
    await api?.close();
  });

  const post = (path: string, body: object, headers: Record<string, string>) =>
    fetch(`${proxy.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  for (const [label, disguise] of DISGUISES) {
    test(`checkEmail and wrong passwords with ${label} each time: limited after ${PER_CLIENT}`, async () => {
      // Each round starts from a clean count: the limit is per route and client.
      await api.attemptLog.clear('check-email:ip:127.0.0.1');
      await api.attemptLog.clear('sign-in:client:127.0.0.1');
      const checks: number[] = [];
      const signIns: number[] = [];
      for (let n = 1; n <= 3 * PER_CLIENT; n++) {
        checks.push((await post('/api/account/checkEmail', { email: uniqueEmail() }, disguise(n))).status);
        signIns.push((await post('/Token', { grant_type: 'password', userName: 'someone@example.com', password: 'Wrong#123' }, disguise(n))).status);
      }
      const expected = (answered: number) => [...Array<number>(PER_CLIENT).fill(answered), ...Array<number>(2 * PER_CLIENT).fill(429)];
      assert.deepEqual(checks, expected(200), 'checkEmail');
      assert.deepEqual(signIns, expected(400), 'sign-in');
    });
  }
});
