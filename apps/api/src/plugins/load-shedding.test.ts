import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { createTestDatabase } from '@labstore/db/testing';
import type { DatabaseHandle } from '@labstore/db';
import { MESSAGES_ES } from '@labstore/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import healthRoutes from '../health/health.routes';
import loadShedding, { UNDER_PRESSURE_RETRY_AFTER_SECONDS } from './load-shedding';
import requestLanguage from './request-language';

/** Holds the event loop, as a slow synchronous task under load would. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!check()) {
    assert.ok(Date.now() < deadline, `timed out waiting until ${what}`);
    await sleep(2);
  }
}

// Issue 21: an instance whose event loop lags answers 503 with Retry-After at once, then serves again.
describe('load shedding', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let changes = 0;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('db', database.db);
    await app.register(requestLanguage);
    await app.register(loadShedding, { maxEventLoopDelayMs: 20, maxHeapUsedMb: 0, sampleIntervalMs: 50 });
    await app.register(healthRoutes);
    app.get('/api/thing', async () => ({ ok: true }));
    app.post('/api/change', async () => {
      changes += 1;
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /**
   * Blocks the loop and sends once the lag is sampled. The next sample, 50 ms
   * on, clears the pressure again: a send that outlived it is tried afresh.
   */
  async function duringPressure<T>(send: () => Promise<T>): Promise<T> {
    for (let attempt = 0; attempt < 5; attempt++) {
      blockEventLoop(200);
      await eventually(() => app.isUnderPressure(), 'the delay is sampled');
      const answer = await send();
      if (app.isUnderPressure()) return answer;
    }
    return assert.fail('the pressure never lasted through a send');
  }

  test('a blocked event loop sheds requests with 503 and Retry-After in the error shape; liveness is served; then it recovers', async () => {
    await eventually(() => !app.isUnderPressure(), 'the start is behind');
    assert.equal((await app.inject('/api/thing')).statusCode, 200);

    const [shed, spanish, health, ready] = await duringPressure(() =>
      Promise.all([
        app.inject('/api/thing'),
        app.inject({ url: '/api/thing', headers: { 'accept-language': 'es' } }),
        app.inject('/health'),
        app.inject('/ready'),
      ]),
    );
    assert.equal(shed.statusCode, 503);
    assert.equal(shed.headers['retry-after'], String(UNDER_PRESSURE_RETRY_AFTER_SECONDS));
    assert.equal(shed.headers['cache-control'], 'no-store');
    assert.deepEqual(shed.json(), { message: 'We are very busy right now. Please try again in a few seconds.' });
    assert.deepEqual(spanish.json(), { message: MESSAGES_ES.service.busy });
    assert.equal(health.statusCode, 200, 'liveness is never shed');
    assert.equal(ready.statusCode, 503, 'readiness reports the pressure');
    assert.deepEqual(ready.json(), { status: 'under pressure' });
    assert.equal(ready.headers['retry-after'], String(UNDER_PRESSURE_RETRY_AFTER_SECONDS));

    await eventually(() => !app.isUnderPressure(), 'the delay falls again');
    assert.equal((await app.inject('/api/thing')).statusCode, 200);
    assert.equal((await app.inject('/ready')).statusCode, 200);
  });

  test('a shed request runs nothing: its answer says try again, so a run would happen twice', async () => {
    await eventually(() => !app.isUnderPressure(), 'the start is behind');
    const [change, ready] = await duringPressure(() => {
      // Only the last try counts: an earlier one may have been sent after the pressure passed.
      changes = 0;
      return Promise.all([app.inject({ method: 'POST', url: '/api/change' }), app.inject('/ready')]);
    });
    assert.equal(change.statusCode, 503);
    assert.equal(ready.statusCode, 503);
    await sleep(50);
    assert.equal(changes, 0, 'the shed change did not run');
    await eventually(() => !app.isUnderPressure(), 'the delay falls again');
    assert.equal((await app.inject('/api/thing')).statusCode, 200);
    assert.equal((await app.inject('/ready')).statusCode, 200);
  });
});

test('with both checks off nothing is sampled and every request is served', async () => {
  const app = Fastify();
  await app.register(requestLanguage);
  await app.register(loadShedding, { maxEventLoopDelayMs: 0, maxHeapUsedMb: 0 });
  app.get('/api/thing', async () => ({ ok: true }));
  try {
    await app.ready();
    assert.equal(app.hasDecorator('isUnderPressure'), false, 'no @fastify/under-pressure, so no event loop histogram left running after close');
    blockEventLoop(100);
    assert.equal((await app.inject('/api/thing')).statusCode, 200);
  } finally {
    await app.close();
  }
});
