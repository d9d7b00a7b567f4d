import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { MESSAGES_ES, SERVICE_MESSAGES } from '@labstore/domain';
import { freePort } from '@labstore/infra/server-process';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config';
import { buildTestApp } from '../testing/test-app';
import errorHandler from './error-handler';
import rateLimit from './rate-limit';
import requestLanguage from './request-language';
import requestLimit, { REQUEST_LIMIT_WINDOW_MS } from './request-limit';

/** A client address of its own per call, so a Redis shared with other runs never carries a count over. */
const newClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function assertRefused(answer: LightMyRequestResponse, message: string): void {
  assert.equal(answer.statusCode, 429);
  assert.deepEqual(answer.json(), { message });
  const retryAfter = Number(answer.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= REQUEST_LIMIT_WINDOW_MS / 1000, `Retry-After ${String(answer.headers['retry-after'])}`);
}

// Issue 21: a general per-client limit on every route, beside the attempt limits.
describe('request limit', () => {
  let app: FastifyInstance;
  // A built web app of one page and one bundle.
  const webDist = mkdtempSync(join(tmpdir(), 'labstore-request-limit-'));
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'export {};');
    app = await buildTestApp({ seed: false, environment: { REQUEST_LIMIT_PER_MINUTE: '3', WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  test('past the limit a client gets 429 with Retry-After and the message in its language, on any route; others are served', async () => {
    const client = newClient();
    for (let request = 0; request < 3; request++) {
      const served = await app.inject({ url: '/api/app/config', remoteAddress: client });
      assert.equal(served.statusCode, 200);
      // A public answer says nothing of one client's count.
      assert.equal(served.headers['x-ratelimit-remaining'], undefined);
    }
    assertRefused(await app.inject({ url: '/api/app/config', remoteAddress: client }), SERVICE_MESSAGES.tooManyRequests);
    assertRefused(await app.inject({ url: '/api/app/config', remoteAddress: client, headers: { 'accept-language': 'es' } }), MESSAGES_ES.service.tooManyRequests);
    // Every route counts: a write, a page address no route matches.
    assertRefused(await app.inject({ method: 'POST', url: '/api/account/pasword/reset', remoteAddress: client, payload: { email: 'ana@example.com' } }), SERVICE_MESSAGES.tooManyRequests);
    assertRefused(await app.inject({ url: '/no-such-page', remoteAddress: client }), SERVICE_MESSAGES.tooManyRequests);
    // /Token keeps its OAuth shape (docs/api-accounts.md), with the same words and Retry-After.
    const token = await app.inject({ method: 'POST', url: '/Token', remoteAddress: client, payload: { grant_type: 'password', userName: 'ana@example.com', password: 'x', rememberMe: 'false' } });
    assert.equal(token.statusCode, 429);
    assert.deepEqual(token.json(), { error: 'too_many_requests', error_description: SERVICE_MESSAGES.tooManyRequests });
    assert.ok(Number(token.headers['retry-after']) >= 1);
    assert.equal((await app.inject({ url: '/api/app/config', remoteAddress: newClient() })).statusCode, 200);
  });

  test('an IPv6 client counts by its /64', async () => {
    const prefix = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
    for (let host = 1; host <= 3; host++) assert.equal((await app.inject({ url: '/api/app/config', remoteAddress: `${prefix}::${host}` })).statusCode, 200);
    assert.equal((await app.inject({ url: '/api/app/config', remoteAddress: `${prefix}::beef` })).statusCode, 429);
  });

  test('the probes and the web app bundles are never limited', async () => {
    const client = newClient();
    for (let request = 0; request < 4; request++) await app.inject({ url: '/api/app/config', remoteAddress: client });
    for (let request = 0; request < 10; request++) {
      assert.equal((await app.inject({ url: '/health', remoteAddress: client })).statusCode, 200);
      assert.equal((await app.inject({ url: '/ready', remoteAddress: client })).statusCode, 200);
      assert.equal((await app.inject({ url: '/metrics', remoteAddress: client })).statusCode, 200);
      assert.equal((await app.inject({ method: 'HEAD', url: '/health', remoteAddress: client })).statusCode, 200);
      assert.equal((await app.inject({ url: '/assets/index-abc123.js', remoteAddress: client })).statusCode, 200);
    }
    // The pages are counted, and a spelling of a probe's path that is not its route is an ordinary request.
    assert.equal((await app.inject({ url: '/', remoteAddress: client })).statusCode, 429);
    assert.equal((await app.inject({ url: '/health/', remoteAddress: client })).statusCode, 429);
  });
});

/** The limit and the attempt limits as the app registers them (on `redisUrl`, else in memory), with two routes. */
async function limitedApp(perMinute: number, redisUrl?: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorHandler);
  await app.register(requestLanguage);
  await app.register(rateLimit, { config: loadConfig({ NODE_ENV: 'test', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) }) });
  await app.register(requestLimit, { perMinute });
  app.get('/api/thing', async () => ({ ok: true }));
  app.post('/api/attempt', { preValidation: app.limitAttempts('test-attempt') }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

test('a limit of 0 is off: a client sends any number of requests', async () => {
  const app = await limitedApp(0);
  try {
    const client = newClient();
    for (let request = 0; request < 20; request++) assert.equal((await app.inject({ url: '/api/thing', remoteAddress: client })).statusCode, 200);
  } finally {
    await app.close();
  }
});

describe('request limit with Redis down', () => {
  test('the general limit and the attempt limits are skipped (fail open): requests are served, never a 5xx', async () => {
    const app = await limitedApp(2, `redis://127.0.0.1:${await freePort()}`);
    try {
      const client = newClient();
      // Past the request limit (2) and the attempt limit (RATE_LIMIT_PER_IP, 10): nothing counts while Redis is away.
      for (let request = 0; request < 12; request++) {
        assert.equal((await app.inject({ url: '/api/thing', remoteAddress: client })).statusCode, 200);
        assert.equal((await app.inject({ method: 'POST', url: '/api/attempt', remoteAddress: client })).statusCode, 200);
      }
    } finally {
      await app.close();
    }
  });

  test('a Redis that accepts connections but never answers neither holds the start nor a request', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    assert.ok(address && typeof address === 'object');
    const app = await limitedApp(2, `redis://127.0.0.1:${address.port}`);
    try {
      const client = newClient();
      const started = Date.now();
      for (let request = 0; request < 3; request++) {
        assert.equal((await app.inject({ url: '/api/thing', remoteAddress: client })).statusCode, 200);
        assert.equal((await app.inject({ method: 'POST', url: '/api/attempt', remoteAddress: client })).statusCode, 200);
      }
      assert.ok(Date.now() - started < 5000, `served in ${Date.now() - started} ms`);
    } finally {
      await app.close();
      silent.close();
    }
  });

  test('the whole app serves its routes, sign-in included, with no 5xx', async () => {
    const app = await buildTestApp({ seed: false, environment: { REQUEST_LIMIT_PER_MINUTE: '2', REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    try {
      const client = newClient();
      for (let request = 0; request < 4; request++) {
        assert.equal((await app.inject({ url: '/api/app/config', remoteAddress: client })).statusCode, 200);
        const signIn = await app.inject({ method: 'POST', url: '/Token', remoteAddress: client, payload: { grant_type: 'password', userName: 'nobody@example.com', password: 'wrong-password-1', rememberMe: 'false' } });
        assert.equal(signIn.statusCode, 400);
        assert.equal((await app.inject({ method: 'POST', url: '/api/account/pasword/reset', remoteAddress: client, payload: { email: 'nobody@example.com' } })).statusCode, 200);
      }
      assert.equal((await app.inject('/health')).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

// With TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) the count is shared by instances on one Redis.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('request limit on Redis', () => {
  test('two instances on one Redis count a client together', async () => {
    assert.ok(redisUrl);
    const first = await limitedApp(4, redisUrl);
    const second = await limitedApp(4, redisUrl);
    try {
      const client = newClient();
      for (const instance of [first, second, first, second]) assert.equal((await instance.inject({ url: '/api/thing', remoteAddress: client })).statusCode, 200);
      assertRefused(await first.inject({ url: '/api/thing', remoteAddress: client }), SERVICE_MESSAGES.tooManyRequests);
      assertRefused(await second.inject({ url: '/api/thing', remoteAddress: client }), SERVICE_MESSAGES.tooManyRequests);
      assert.equal((await second.inject({ url: '/api/thing', remoteAddress: newClient() })).statusCode, 200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
