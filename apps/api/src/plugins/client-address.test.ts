import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';
import { clientOf } from './rate-limit';

const PROXY = '10.0.0.2';

/** The app as app.ts builds it, with a route answering the client an attempt would be counted for. */
async function appTrusting(addresses: string | undefined): Promise<FastifyInstance> {
  const app = await buildTestApp({ seed: false, environment: addresses === undefined ? {} : { TRUST_PROXY_ADDRESSES: addresses } });
  app.get('/test/client', async (request) => ({ client: clientOf(request), protocol: request.protocol }));
  return app;
}

async function clientSeen(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}): Promise<{ client: string; protocol: string }> {
  const response = await app.inject({ method: 'GET', url: '/test/client', remoteAddress, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

// docs/security.md Proxies and client addresses: the client is the address
// the nearest untrusted hop gave, never one the client wrote itself.
describe('the client address behind a named proxy (TRUST_PROXY_ADDRESSES)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting(PROXY);
  });
  afterAll(() => app.close());

  test('one hop: the address the proxy added counts, the leftmost ones the client sent do not', async () => {
    assert.equal((await clientSeen(app, PROXY, { 'x-forwarded-for': '198.51.100.9' })).client, '198.51.100.9');
    assert.equal((await clientSeen(app, PROXY, { 'x-forwarded-for': '203.0.113.7, 198.51.100.9' })).client, '198.51.100.9');
    assert.equal((await clientSeen(app, PROXY, { 'x-forwarded-for': '203.0.113.7, 10.0.0.1, 198.51.100.9' })).client, '198.51.100.9');
  });

  test('a client naming the proxy itself in the header still stops at its own address', async () => {
    // A proxy that appends gives "<what the client sent>, <client>"; the client's own entry is untrusted, so the walk ends there.
    assert.equal((await clientSeen(app, PROXY, { 'x-forwarded-for': `203.0.113.7, ${PROXY}, 198.51.100.9` })).client, '198.51.100.9');
  });

  test('a request that did not come through the proxy is its socket, whatever it says', async () => {
    const direct = await clientSeen(app, '192.0.2.5', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
    assert.deepEqual(direct, { client: '192.0.2.5', protocol: 'http' });
  });

  test('X-Real-IP and Forwarded are never read', async () => {
    assert.equal((await clientSeen(app, PROXY, { 'x-real-ip': '203.0.113.8', forwarded: 'for=203.0.113.9', 'x-forwarded-for': '198.51.100.9' })).client, '198.51.100.9');
    assert.equal((await clientSeen(app, '192.0.2.5', { 'x-real-ip': '203.0.113.8', forwarded: 'for=203.0.113.9' })).client, '192.0.2.5');
  });
});

describe('the client address with no proxy named', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting(undefined);
  });
  afterAll(() => app.close());

  test('X-Forwarded-For and X-Forwarded-Proto are ignored: the socket is the client', async () => {
    assert.deepEqual(await clientSeen(app, '192.0.2.5', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' }), { client: '192.0.2.5', protocol: 'http' });
    assert.equal((await clientSeen(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).client, '127.0.0.1');
  });
});
