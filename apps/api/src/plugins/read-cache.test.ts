import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { connect, type DatabaseHandle } from '@labstore/db';
import { createTestDatabase } from '@labstore/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildApp } from '../app';
import { CATALOGUE_CACHE_PREFIX } from '../catalogue/catalogue-cache';
import { loadConfig } from '../config';
import readCache, { createReadCache, preferredEncoding } from './read-cache';

const CATEGORIES = '/api/category/type/255';

async function categoryNames(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject(CATEGORIES);
  return response.json<{ items: { name: string }[] }>().items.map((item) => item.name);
}

/** A NOTIFY arrives asynchronously: poll briefly instead of guessing a delay. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await check()) return;
    await sleep(50);
  }
  assert.fail('the change did not arrive within 2.5 s');
}

// A second instance on the same database: its own connection on PostgreSQL;
// on the embedded database, which serves one process, the same client.
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.databaseUrl) return connect({ databaseUrl: database.databaseUrl, dataDir: '', poolSize: 2 });
  return { ...database, close: async () => {} };
}

test('the preferred encoding honours what the client refuses', () => {
  assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(preferredEncoding('gzip, br;q=0'), 'gzip');
  assert.equal(preferredEncoding('br;q=0.5, gzip;q=1'), 'br');
  assert.equal(preferredEncoding('GZIP'), 'gzip');
  assert.equal(preferredEncoding('identity'), 'identity');
  assert.equal(preferredEncoding(undefined), 'identity');
  assert.equal(preferredEncoding('br;q=0, gzip;q=0'), 'identity');
});

describe('read cache', () => {
  // No request limit: the test polls both instances from one address (plugins/request-limit.test.ts tests the limit).
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', REQUEST_LIMIT_PER_MINUTE: '0' });
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    const shared = await secondHandle(database);
    second = await buildApp({ config, database: shared });
    first = await buildApp({ config, database: { ...database, close: async () => {} } });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  test('answers with an ETag and a 304 when the client has it', async () => {
    const response = await first.inject(CATEGORIES);
    const etag = response.headers.etag;
    assert.match(String(etag), /^"[\w-]+"$/);
    assert.match(String(response.headers['cache-control']), /public, max-age=60/);
    const revalidated = await first.inject({ url: CATEGORIES, headers: { 'if-none-match': String(etag) } });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.body, '');
    const stale = await first.inject({ url: CATEGORIES, headers: { 'if-none-match': '"something-else"' } });
    assert.equal(stale.statusCode, 200);
  });

  test('serves from memory until a change is published, on every instance', async () => {
    const before = await categoryNames(first);
    assert.deepEqual(await categoryNames(second), before);
    const renamed = 'Allergy Testing (renamed)';
    await database.db.updateTable('categories').set({ name: renamed }).where('slug', '=', 'allergy').execute();
    assert.deepEqual(await categoryNames(first), before, 'unpublished change is not seen');

    await first.readCache.publishChange(database.db, CATALOGUE_CACHE_PREFIX);
    assert.ok((await categoryNames(first)).includes(renamed), 'the writing instance is fresh at once');
    await eventually(async () => (await categoryNames(second)).includes(renamed));
  });

  test('a published catalogue change reaches the search index of every instance', async () => {
    // A new term each time, so no cached answer stands in for the index.
    let asked = 0;
    const slugsFor = async (app: FastifyInstance, term: string) => {
      asked += 1;
      const response = await app.inject({ method: 'POST', url: '/api/product/search', payload: { search: term, $top: 10 + asked } });
      return response.json<{ items: { slug: string }[] }>().items.map((item) => item.slug);
    };
    assert.ok(!(await slugsFor(second, 'homocysteine plasma')).includes('homocysteine'));
    await database.db.updateTable('products').set({ name: 'Homocysteine, Plasma' }).where('slug', '=', 'homocysteine').execute();
    await first.readCache.publishChange(database.db, CATALOGUE_CACHE_PREFIX);
    assert.ok((await slugsFor(first, 'homocysteine, plasma')).includes('homocysteine'), 'the writing instance at once');
    await eventually(async () => (await slugsFor(second, 'homocysteine, plasma')).includes('homocysteine'));
  });

  test('a change elsewhere leaves other keys cached', async () => {
    await categoryNames(first);
    await database.db.updateTable('categories').set({ name: 'Should not show' }).where('slug', '=', 'thyroid').execute();
    await first.readCache.publishChange(database.db, 'content:');
    await sleep(200);
    assert.ok(!(await categoryNames(first)).includes('Should not show'));
  });
});

describe('read cache memory and races', () => {
  const schema = { parse: (value: unknown) => value as { text: string } };

  async function appWith(cache: ReturnType<typeof createReadCache>, load: (key: string) => Promise<{ text: string }>) {
    const app = Fastify();
    app.get<{ Params: { key: string } }>('/read/:key', (request, reply) =>
      cache.respond(request, reply, { key: `test:${request.params.key}`, schema, cacheControl: 'no-cache', load: () => load(request.params.key) }),
    );
    await app.ready();
    return app;
  }

  test('a reconnected LISTEN empties the cache, since the changes notified meanwhile were missed (issue 21)', async () => {
    let reconnected: (() => void) | undefined;
    const database = {
      listen: async (_channel: string, _callback: (payload: string) => void, listenOptions?: { onReconnect?: () => void }) => {
        reconnected = listenOptions?.onReconnect;
        return async () => {};
      },
    } as unknown as DatabaseHandle;
    const app = Fastify();
    await app.register(fp(async (instance) => void instance.decorate('database', database), { name: 'database' }));
    await app.register(readCache, { maxBytes: 1_000_000 });
    let loads = 0;
    app.get('/read', (request, reply) =>
      app.readCache.respond(request, reply, { key: 'test:one', schema, cacheControl: 'no-cache', load: async () => ({ text: `load ${++loads}` }) }),
    );
    await app.ready();
    try {
      assert.equal((await app.inject('/read')).json<{ text: string }>().text, 'load 1');
      assert.equal((await app.inject('/read')).json<{ text: string }>().text, 'load 1');
      assert.ok(reconnected, 'the cache asked to hear of a reconnect');
      reconnected();
      assert.equal((await app.inject('/read')).json<{ text: string }>().text, 'load 2');
    } finally {
      await app.close();
    }
  });

  test('keeps to its byte budget, dropping the least recently used body first', async () => {
    const loads: string[] = [];
    // Each body is about 2.6 kB with its compressed forms; the budget holds two.
    const cache = createReadCache({ maxBytes: 6_000 });
    const app = await appWith(cache, async (key) => {
      loads.push(key);
      return { text: `${key}:${randomBytes(600).toString('hex')}` };
    });
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await app.inject(`/read/${key}`);
    // a stays recent, so c pushes b out; b is loaded again at the end.
    assert.deepEqual(loads, ['a', 'b', 'c', 'b']);
    await app.close();
  });

  test('a body under 1 kB is sent as it is; a larger one compressed as the client accepts', async () => {
    const cache = createReadCache({ maxBytes: 1_000_000 });
    const app = await appWith(cache, async (key) => ({ text: key === 'small' ? 'short' : 'long text '.repeat(200) }));
    const small = await app.inject({ url: '/read/small', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.deepEqual(small.json(), { text: 'short' });
    const large = await app.inject({ url: '/read/large', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(large.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8')), { text: 'long text '.repeat(200) });
    const gzipped = await app.inject({ url: '/read/large', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8')).text, 'long text '.repeat(200));
    await app.close();
  });

  test('change listeners hear every dropped prefix until they unsubscribe', () => {
    const cache = createReadCache({ maxBytes: 1_000_000 });
    const heard: string[] = [];
    const unsubscribe = cache.onChange((prefix) => heard.push(prefix));
    cache.invalidateLocal('catalogue:');
    cache.invalidateLocal('content:');
    unsubscribe();
    cache.invalidateLocal('catalogue:');
    assert.deepEqual(heard, ['catalogue:', 'content:']);
  });

  test('a load that began before a change is answered but not kept', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let version = 1;
    let loads = 0;
    const cache = createReadCache({ maxBytes: 1_000_000 });
    const app = await appWith(cache, async () => {
      loads += 1;
      const seen = version;
      if (loads === 1) await gate;
      return { text: `version ${seen}` };
    });
    const inFlight = app.inject('/read/item');
    await sleep(20);
    version = 2;
    cache.invalidateLocal('test:');
    release();
    assert.equal((await inFlight).json<{ text: string }>().text, 'version 1');
    assert.equal((await app.inject('/read/item')).json<{ text: string }>().text, 'version 2');
    assert.equal(loads, 2);
    await app.close();
  });
});
