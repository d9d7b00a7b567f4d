import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { register, registrationBody } from '../accounts/accounts.test-fixtures';
import { createTestDatabase } from '@labstore/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { jobsRepository } from '../jobs/jobs.repository';
import { buildTestApp } from '../testing/test-app';
import { decodeQuotedPrintable, startSmtpServer, type SmtpServer } from './smtp.test-fixtures';

// Issue 10 as the app wires it: requests queue e-mail, the worker every
// instance runs delivers it, and closing the app stops the worker.
describe('e-mail through the job queue, in the app', () => {
  let smtp: SmtpServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ seed: false, environment: { SMTP_URL: smtp.url } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  const rowsTo = (email: string) => app.db.selectFrom('email_log').select(['status', 'attempts']).where('to_address', '=', email).execute();

  test('a registration queues its confirmation; the running worker delivers it without being asked', async () => {
    const { email } = await register(app);
    for (let wait = 0; wait < 100 && smtp.received.length === 0; wait++) await sleep(25);
    const delivered = smtp.received.find((mail) => mail.to.includes(email));
    assert.ok(delivered, 'delivered within 2.5 s');
    assert.match(decodeQuotedPrintable(delivered.raw), /\/confirm\/[0-9a-f-]{36}\//);
    await app.jobs.drain();
    assert.deepEqual(await rowsTo(email), [{ status: 'sent', attempts: 1 }]);
  });

  test('a registration whose e-mail cannot be queued is rolled back whole: no account, no message', async () => {
    const body = registrationBody();
    // The queue refuses new e-mail jobs, as a database failure at that point would.
    await sql`alter table jobs add constraint refuse_email check (kind <> 'email.deliver') not valid`.execute(app.db);
    try {
      const response = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
      assert.equal(response.statusCode, 500);
    } finally {
      await sql`alter table jobs drop constraint refuse_email`.execute(app.db);
    }
    assert.equal((await app.db.selectFrom('users').select('id').where('email', '=', body.email).execute()).length, 0);
    assert.deepEqual(await rowsTo(body.email), []);
    // The address is free again: the rolled-back registration left nothing behind.
    const retried = await app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    assert.equal(retried.statusCode, 200, retried.body);
  });
});

test('closing the app waits for the job in flight, then closes the database', async () => {
  const database = await createTestDatabase({ seed: false });
  let jobId = '';
  let doneWhenDatabaseClosed: Date | null | undefined;
  // The database as the app sees it, noting at its close whether the job had settled.
  const observed = {
    ...database,
    async close() {
      const row = await database.db.selectFrom('jobs').select('done_at').where('id', '=', jobId).executeTakeFirst();
      doneWhenDatabaseClosed = row?.done_at;
      await database.close();
    },
  };
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' }), database: observed });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = false;
  app.jobs.register('test.slow', {
    async run() {
      started = true;
      await released;
    },
  });
  await app.ready();
  jobId = await jobsRepository(app.db).enqueue({ kind: 'test.slow', payload: {}, maxAttempts: 1 });
  for (let wait = 0; wait < 100 && !started; wait++) await sleep(25);
  assert.ok(started, 'the worker took the job');

  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });
  await sleep(50);
  assert.equal(closed, false, 'close waits for the job');
  release();
  await closing;
  assert.ok(doneWhenDatabaseClosed instanceof Date, 'the job settled before the database closed');
});
