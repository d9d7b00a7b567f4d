import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { FAKE_BUNDLE, fakeWebBuild } from './testing/fake-web-build';
import { buildTestApp } from './testing/test-app';

describe('the app outside production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { WEB_DIST_DIR: fakeWebBuild() } });
  });
  afterAll(() => app.close());

  test('/health and /ready answer', async () => {
    assert.deepEqual((await app.inject('/health')).json(), { status: 'ok' });
    const ready = await app.inject('/ready');
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ready' });
  });

  test('an unknown API path, or a bundle of another build, is a JSON 404 with the spec message', async () => {
    for (const url of ['/api/nothing/here', '/api', '/Token/x', '/assets/app-old.js']) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { message: 'Not Found' });
    }
  });

  test('an app route is answered with the web app, which keeps its robots meta', async () => {
    for (const url of ['/', '/search/lipid', '/product/lipid-panel', '/blog/explore-more', '/Cart/']) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.match(response.body, /<meta name="robots" content="nofollow, noindex">/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  test('an address outside the routes gets the app (its not-found page) with status 404; a content page is found', async () => {
    for (const url of ['/no/such/page', '/product', '/about-us', '/checkout/extra?x=1']) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.match(response.body, /<div id="root">/);
    }
    await app.db.insertInto('content_pages').values({ name: 'About Us', slug: 'about-us', parent: 'footer', type: 'footer' }).execute();
    for (const url of ['/about-us', '/About%20Us', '/about-us/']) assert.equal((await app.inject(url)).statusCode, 200, url);
    await app.db.updateTable('content_pages').set({ is_active: false }).where('slug', '=', 'about-us').execute();
    assert.equal((await app.inject('/about-us')).statusCode, 404, 'an inactive page is not found');
  });

  test('every response says noindex, nofollow', async () => {
    assert.equal((await app.inject('/api/state/list')).headers['x-robots-tag'], 'noindex, nofollow');
  });

  test('static files of the build are served', async () => {
    const response = await app.inject('/manifest.webmanifest');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(JSON.parse(response.body), { name: 'labstore' });
  });

  test('hashed bundles are sent precompressed and cached for good', async () => {
    const response = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(response.rawPayload, brotliCompressSync(FAKE_BUNDLE));
    const plain = await app.inject('/assets/app-1234.js');
    assert.equal(plain.body, FAKE_BUNDLE);
  });

  test('each response carries a request id, or the caller’s own', async () => {
    const generated = await app.inject('/health');
    assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const passed = await app.inject({ url: '/health', headers: { 'x-request-id': 'trace-123' } });
    assert.equal(passed.headers['x-request-id'], 'trace-123');
  });

  test('OpenAPI is generated from the route schemas', async () => {
    const response = await app.inject('/docs/json');
    assert.equal(response.statusCode, 200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    for (const path of ['/api/content/list', '/api/state/list', '/api/state/zip/{zip}', '/api/category/type/{flags}']) {
      assert.ok(path in document.paths, path);
    }
  });
});

describe('the app in production behind a proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      seed: false,
      environment: { NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', PARTNER_SANDBOX_IN_PRODUCTION: 'true', CRM_LOCAL_IN_PRODUCTION: 'true', TRUST_PROXY_ADDRESSES: '127.0.0.1', JWT_SECRET: 'x'.repeat(40), WEB_DIST_DIR: fakeWebBuild() },
    });
  });
  afterAll(() => app.close());

  test('the page is served without the robots meta, and no X-Robots-Tag', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'localhost', 'x-forwarded-proto': 'https' } });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /name="robots"/);
    assert.equal(response.headers['x-robots-tag'], undefined);
  });

  test('plain http is redirected to https, keeping host and path', async () => {
    const response = await app.inject({ url: '/search/lipid?x=1', headers: { host: 'shop.example.com', 'x-forwarded-proto': 'http' } });
    assert.equal(response.statusCode, 301);
    assert.equal(response.headers.location, 'https://shop.example.com/search/lipid?x=1');
  });

  test('localhost is never redirected', async () => {
    const response = await app.inject({ url: '/health', headers: { host: 'localhost:3000', 'x-forwarded-proto': 'http' } });
    assert.equal(response.statusCode, 200);
  });

  test('https requests pass', async () => {
    const response = await app.inject({ url: '/health', headers: { host: 'shop.example.com', 'x-forwarded-proto': 'https' } });
    assert.equal(response.statusCode, 200);
  });
});
