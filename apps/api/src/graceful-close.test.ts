import assert from 'node:assert/strict';
import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'vitest';
import { createTestDatabase } from '@labstore/db/testing';
import { buildApp } from './app';
import { loadConfig } from './config';
import { jobsRepository } from './jobs/jobs.repository';
import { buildTestApp } from './testing/test-app';

interface Answer {
  status: number;
  body: string;
}

function getText(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

// Issue 21, docs/operations.md Start and stop: what SIGTERM's app.close() does (server.ts).
describe('graceful close', () => {
  test('a request in flight finishes with 200; an idle keep-alive connection does not hold the close; then nothing is accepted', async () => {
    const app = await buildTestApp({ seed: false });
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/test/slow', async () => {
      arrived();
      await sleep(300);
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const idleAgent = new Agent({ keepAlive: true });
    const busyAgent = new Agent({ keepAlive: true });
    try {
      // Answered, its connection then kept open and idle (Fastify keeps one 72 s by default).
      assert.equal((await getText(port, '/health', idleAgent)).status, 200);
      assert.equal(Object.values(idleAgent.freeSockets).flat().length, 1, 'an idle keep-alive connection');

      const slow = getText(port, '/test/slow', busyAgent);
      await slowArrived;
      const closeStarted = Date.now();
      await app.close();
      const closeTook = Date.now() - closeStarted;

      assert.deepEqual(await slow, { status: 200, body: JSON.stringify({ finished: true }) });
      assert.ok(closeTook >= 200 && closeTook < 3000, `the close waited for the request in flight, and no longer: ${closeTook} ms`);
      await assert.rejects(getText(port, '/health', new Agent()), /ECONNREFUSED/);
    } finally {
      idleAgent.destroy();
      busyAgent.destroy();
      await app.close();
    }
  });

  test('a job running at close is handed back before the database closes, due at once with its attempt not counted', async () => {
    const database = await createTestDatabase({ seed: false });
    // The app closes its database handle; this one stays open to read what the close left.
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' }), database: { ...database, close: async () => {} } });
    let started = false;
    app.jobs.register('test.outlasts-close', {
      async run() {
        started = true;
        await new Promise(() => {});
      },
    });
    try {
      await app.ready();
      const id = await jobsRepository(database.db).enqueue({ kind: 'test.outlasts-close', payload: {}, maxAttempts: 1 });
      for (let wait = 0; wait < 100 && !started; wait++) await sleep(25);
      assert.ok(started, 'the job started');
      const closeStarted = Date.now();
      await app.close();
      const closeTook = Date.now() - closeStarted;
      // The worker's grace (5 s), within close-with-grace's 10 s.
      assert.ok(closeTook >= 4_500 && closeTook < 9_500, `close took ${closeTook} ms`);
      const row = await database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(row.attempts, 0);
      assert.equal(row.locked_by, null);
      assert.equal(row.locked_until, null);
      assert.equal(row.done_at, null);
      assert.equal(row.failed_at, null);
      assert.ok((await jobsRepository(database.db).countByState()).queued >= 1, 'due again at once');
    } finally {
      await database.close();
    }
  }, 20_000);
});
