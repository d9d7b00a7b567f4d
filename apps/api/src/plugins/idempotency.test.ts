import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createTestDatabase } from '@labstore/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../lib/app-error';
import { createTestUser, signIn } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import databasePlugin from './database';
import errorHandler from './error-handler';
import idempotency, { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from './idempotency';

// The plugin on routes built here: a counter shows how often a handler really ran.

interface Gate {
  open: () => void;
  opened: Promise<void>;
}

function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('Idempotency-Key (plugins/idempotency.ts)', () => {
  let app: FastifyInstance;
  let runs = 0;
  let failNext: 'thrown' | 'refused' | null = null;
  let hold: Gate | null = null;

  beforeAll(async () => {
    const database = await createTestDatabase({ seed: false });
    app = Fastify();
    await app.register(errorHandler);
    await app.register(idempotency, { waitMs: 400, pollMs: 20 });
    await app.register(databasePlugin, { database });
    app.post('/things', { config: { idempotent: true } }, async (request) => {
      runs += 1;
      const run = runs;
      if (hold) await hold.opened;
      const failure = failNext;
      failNext = null;
      if (failure === 'thrown') throw new Error('the database went away');
      if (failure === 'refused') throw new AppError(409, 'Refused on run ' + run);
      return { run, echo: request.body };
    });
    app.post('/other', { config: { idempotent: true } }, async () => ({ other: true }));
    app.post('/plain', async () => {
      runs += 1;
      return { run: runs };
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    runs = 0;
    failNext = null;
    hold = null;
  });

  const post = (url: string, payload: unknown, key?: string) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: key === undefined ? {} : { 'idempotency-key': key } });

  const storedRow = (key: string) =>
    app.db.selectFrom('idempotency_keys').select(['scope', 'method', 'path', 'status_code', 'response_body']).where('key', '=', key).executeTakeFirst();

  test('without the header every request runs, as before', async () => {
    assert.deepEqual((await post('/things', { a: 1 })).json(), { run: 1, echo: { a: 1 } });
    assert.deepEqual((await post('/things', { a: 1 })).json(), { run: 2, echo: { a: 1 } });
    assert.equal(runs, 2);
  });

  test('a repeat gets the first answer, marked as replayed, and the route runs once', async () => {
    const key = randomUUID();
    const first = await post('/things', { a: 1 }, key);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { run: 1, echo: { a: 1 } });
    assert.equal(first.headers[REPLAYED_HEADER.toLowerCase()], undefined);
    const repeat = await post('/things', { a: 1 }, key);
    assert.equal(repeat.statusCode, 200);
    assert.deepEqual(repeat.json(), { run: 1, echo: { a: 1 } });
    assert.equal(repeat.headers[REPLAYED_HEADER.toLowerCase()], 'true');
    assert.equal(runs, 1);
    assert.deepEqual(await storedRow(key), { scope: 'guest', method: 'POST', path: '/things', status_code: 200, response_body: { run: 1, echo: { a: 1 } } });
  });

  test('the same key with another body or another path is refused with 422 and runs nothing', async () => {
    const key = randomUUID();
    await post('/things', { a: 1 }, key);
    const otherBody = await post('/things', { a: 2 }, key);
    assert.equal(otherBody.statusCode, 422);
    assert.deepEqual(otherBody.json(), { message: IDEMPOTENCY_MESSAGES.keyReused });
    const otherPath = await post('/other', { a: 1 }, key);
    assert.equal(otherPath.statusCode, 422);
    assert.deepEqual(otherPath.json(), { message: IDEMPOTENCY_MESSAGES.keyReused });
    assert.equal(runs, 1);
  });

  test('a key is 1 to 255 characters', async () => {
    const tooLong = await post('/things', {}, 'k'.repeat(256));
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json(), { message: IDEMPOTENCY_MESSAGES.invalidKey });
    const empty = await post('/things', {}, '');
    assert.equal(empty.statusCode, 400);
    assert.equal(runs, 0);
    assert.equal((await post('/things', {}, 'k'.repeat(255))).statusCode, 200);
  });

  test('a refusal (4xx) is stored: the repeat is refused the same way without running', async () => {
    const key = randomUUID();
    failNext = 'refused';
    const first = await post('/things', { a: 1 }, key);
    assert.equal(first.statusCode, 409);
    assert.deepEqual(first.json(), { message: 'Refused on run 1' });
    const repeat = await post('/things', { a: 1 }, key);
    assert.equal(repeat.statusCode, 409);
    assert.deepEqual(repeat.json(), { message: 'Refused on run 1' });
    assert.equal(runs, 1);
  });

  test('a failure on our side (5xx) gives the key back, so the retry runs', async () => {
    const key = randomUUID();
    failNext = 'thrown';
    assert.equal((await post('/things', { a: 1 }, key)).statusCode, 500);
    assert.equal(await storedRow(key), undefined);
    const retry = await post('/things', { a: 1 }, key);
    assert.equal(retry.statusCode, 200);
    assert.deepEqual(retry.json(), { run: 2, echo: { a: 1 } });
    assert.equal(runs, 2);
  });

  test('five at once with one key: the route runs once and every caller gets its answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/things', { a: 1 }, key)));
    assert.equal(runs, 1);
    for (const answer of answers) {
      assert.equal(answer.statusCode, 200);
      assert.deepEqual(answer.json(), { run: 1, echo: { a: 1 } });
    }
    assert.equal(answers.filter((answer) => answer.headers[REPLAYED_HEADER.toLowerCase()] === 'true').length, 4);
  });

  test('a repeat while the first still runs waits for its answer', async () => {
    const key = randomUUID();
    hold = gate();
    const first = post('/things', { a: 1 }, key);
    await waitFor(() => runs === 1);
    const repeat = post('/things', { a: 1 }, key);
    setTimeout(() => hold?.open(), 100);
    assert.deepEqual((await repeat).json(), { run: 1, echo: { a: 1 } });
    assert.deepEqual((await first).json(), { run: 1, echo: { a: 1 } });
    assert.equal(runs, 1);
  });

  test('a repeat that waited too long gets 409 with Retry-After, and the route still ran once', async () => {
    const key = randomUUID();
    hold = gate();
    const first = post('/things', { a: 1 }, key);
    await waitFor(() => runs === 1);
    const repeat = await post('/things', { a: 1 }, key);
    assert.equal(repeat.statusCode, 409);
    assert.equal(repeat.headers['retry-after'], '1');
    assert.deepEqual(repeat.json(), { message: IDEMPOTENCY_MESSAGES.stillRunning });
    hold.open();
    assert.equal((await first).statusCode, 200);
    assert.equal(runs, 1);
  });

  test('keys expire after 24 hours: an older one is ignored and the request runs again', async () => {
    const key = randomUUID();
    await post('/things', { a: 1 }, key);
    await app.db.updateTable('idempotency_keys').set({ created_at: sql<Date>`now() - interval '25 hours'` }).where('key', '=', key).execute();
    const again = await post('/things', { a: 2 }, key);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), { run: 2, echo: { a: 2 } });
    assert.equal(again.headers[REPLAYED_HEADER.toLowerCase()], undefined);
  });

  test('a claim left running by an instance that died is taken over after a minute', async () => {
    const key = randomUUID();
    await app.db
      .insertInto('idempotency_keys')
      .values({ scope: 'guest', key, method: 'POST', path: '/things', request_hash: 'whatever', created_at: sql<Date>`now() - interval '2 minutes'` })
      .execute();
    const answer = await post('/things', { a: 1 }, key);
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { run: 1, echo: { a: 1 } });
    assert.equal((await storedRow(key))?.status_code, 200);
  });

  test('routes without the option ignore the header', async () => {
    const key = randomUUID();
    await post('/plain', {}, key);
    await post('/plain', {}, key);
    assert.equal(runs, 2);
    assert.equal(await storedRow(key), undefined);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 200) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Above the 2 kB from which the app compresses answers. */
const LARGE_ANSWER = { lines: Array.from({ length: 200 }, (_, index) => ({ index, name: `line ${index}` })) };

describe('Idempotency-Key in the app: keys belong to the caller', () => {
  let app: FastifyInstance;
  let runs = 0;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    app.post('/api/test/idempotent', { config: { idempotent: true }, onRequest: app.authenticate }, async () => {
      runs += 1;
      return { run: runs };
    });
    app.post('/api/test/large', { config: { idempotent: true }, onRequest: app.authenticate }, async () => LARGE_ANSWER);
  });
  afterAll(() => app.close());

  test("one customer's key does not answer another's request", async () => {
    const first = await signIn(app, (await createTestUser(app)).userId);
    const second = await signIn(app, (await createTestUser(app)).userId);
    const key = randomUUID();
    const call = (headers: { authorization: string }) => app.inject({ method: 'POST', url: '/api/test/idempotent', payload: {}, headers: { ...headers, 'idempotency-key': key } });
    assert.deepEqual((await call(first)).json(), { run: 1 });
    assert.deepEqual((await call(second)).json(), { run: 2 });
    const repeat = await call(first);
    assert.deepEqual(repeat.json(), { run: 1 });
    assert.equal(repeat.headers[REPLAYED_HEADER.toLowerCase()], 'true');
  });

  test('a large answer sent compressed is stored as its JSON, and replayed compressed again', async () => {
    const headers = { ...(await signIn(app, (await createTestUser(app)).userId)), 'idempotency-key': randomUUID(), 'accept-encoding': 'gzip' };
    const call = () => app.inject({ method: 'POST', url: '/api/test/large', payload: {}, headers });
    const first = await call();
    assert.equal(first.headers['content-encoding'], 'gzip');
    const stored = await app.db.selectFrom('idempotency_keys').select('response_body').where('key', '=', headers['idempotency-key']).executeTakeFirstOrThrow();
    assert.deepEqual(stored.response_body, LARGE_ANSWER);
    const repeat = await call();
    assert.equal(repeat.headers[REPLAYED_HEADER.toLowerCase()], 'true');
    assert.equal(repeat.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(repeat.rawPayload).toString('utf8')), LARGE_ANSWER);
  });

  test('an unauthenticated request is refused before any key is claimed', async () => {
    const key = randomUUID();
    const answer = await app.inject({ method: 'POST', url: '/api/test/idempotent', payload: {}, headers: { 'idempotency-key': key } });
    assert.equal(answer.statusCode, 401);
    assert.equal(await app.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst(), undefined);
  });
});
