import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import type { DatabaseHandle } from '@labstore/db';
import { createTestDatabase } from '@labstore/db/testing';
import { freePort } from '@labstore/infra/server-process';
import { sql } from 'kysely';
import { createJobWorker, type JobLog, type JobWorker } from '../jobs/job-worker';
import { emailDeliveryJob, smtpTransport, type MailTransport } from './email-delivery';
import { createMailer, EMAIL_JOB, EMAIL_MAX_ATTEMPTS } from './mailer';
import { decodeQuotedPrintable, startSmtpServer, type SmtpServer } from './smtp.test-fixtures';
import { renderEmail } from './templates';

function capturedLog(): JobLog & { text(): string } {
  const lines: string[] = [];
  const write = (details: object, message: string) => void lines.push(JSON.stringify({ ...details, message }));
  return { info: write, warn: write, error: write, text: () => lines.join('\n') };
}

describe('mailer and e-mail delivery job', () => {
  let database: DatabaseHandle;
  let smtp: SmtpServer;
  let worker: JobWorker;
  let log: ReturnType<typeof capturedLog>;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refuseNext(0);
    log = capturedLog();
  });

  const FROM = 'labstore <no-reply@labstore.local>';
  const logRow = (id: string) => database.db.selectFrom('email_log').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const jobOf = (emailLogId: string) =>
    database.db.selectFrom('jobs').selectAll().where('kind', '=', EMAIL_JOB).where(sql<string>`payload->>'emailLogId'`, '=', emailLogId).executeTakeFirstOrThrow();
  /** Time passes: the next attempt of every queued job is due now. */
  const makeDue = () => database.db.updateTable('jobs').set({ run_at: sql`now()` }).where('done_at', 'is', null).execute();
  const message = renderEmail({
    subject: 'Your labstore sign-in code: 012345',
    greeting: 'Hola José,',
    paragraphs: ['Enter this code <now> & sign in.'],
    code: '012345',
    closing: 'Best regards,\nThe labstore team',
  });
  const mail = { to: 'ana@example.com', ...message, sendBy: 'mfa' };

  /** The mailer and a worker delivering through `transport`, as the app wires them (plugins/mailer.ts). */
  function wire(transport: MailTransport | undefined) {
    worker = createJobWorker({ db: database.db, log });
    worker.register(EMAIL_JOB, emailDeliveryJob({ db: database.db, transport }));
    return createMailer({ db: database.db, from: FROM, delivers: transport !== undefined });
  }

  test('a message is logged and queued by the request, and delivered over SMTP by the job with subject, HTML and text', async () => {
    const mailer = wire(smtpTransport(smtp.url));
    const result = await mailer.send(mail);
    assert.equal(result.status, 'queued');
    assert.equal((await logRow(result.id)).status, 'queued');
    assert.equal(smtp.received.length, 0, 'nothing is sent inside the request');

    await worker.drain();
    assert.equal(smtp.received.length, 1);
    const [received] = smtp.received;
    assert.deepEqual(received?.to, ['ana@example.com']);
    assert.equal(received?.from, 'no-reply@labstore.local');
    const raw = decodeQuotedPrintable(received?.raw ?? '');
    assert.match(raw, /^Subject: Your labstore sign-in code: 012345$/m);
    assert.match(raw, /Content-Type: multipart\/alternative/);
    assert.match(raw, /Content-Type: text\/plain/);
    assert.match(raw, /Content-Type: text\/html/);
    assert.ok(raw.includes('Enter this code <now> & sign in.'), 'the text part as written');
    assert.ok(raw.includes('Enter this code &lt;now&gt; &amp; sign in.'), 'the HTML part escaped');
    assert.ok(raw.includes('Hola José,'));
    const row = await logRow(result.id);
    assert.equal(row.status, 'sent');
    assert.ok(row.sent_at instanceof Date);
    assert.equal(row.error, null);
    assert.equal(row.attempts, 1);
    assert.deepEqual([row.to_address, row.subject, row.send_by], ['ana@example.com', message.subject, 'mfa']);
    assert.equal(row.body_html, message.html);
    assert.equal(row.body_text, message.text);
    assert.ok((await jobOf(result.id)).done_at instanceof Date);

    await makeDue();
    await worker.drain();
    assert.equal(smtp.received.length, 1, 'sent once');
  });

  test('a refused delivery is retried with backoff and the log row shows each attempt', async () => {
    const mailer = wire(smtpTransport(smtp.url));
    smtp.refuseNext(2);
    const { id } = await mailer.send(mail);

    await worker.drain();
    let row = await logRow(id);
    assert.deepEqual([row.status, row.attempts], ['retrying', 1]);
    assert.match(row.error ?? '', /451 Mailbox busy/);
    assert.ok(row.last_attempt_at instanceof Date);
    const job = await jobOf(id);
    const { rows } = await sql<{ seconds: number }>`select extract(epoch from (${job.run_at}::timestamptz - now()))::float8 as seconds`.execute(database.db);
    assert.ok((rows[0]?.seconds ?? 0) > 25, 'the next attempt waits 30 s');

    await makeDue();
    await worker.drain();
    row = await logRow(id);
    assert.deepEqual([row.status, row.attempts], ['retrying', 2]);

    await makeDue();
    await worker.drain();
    row = await logRow(id);
    assert.deepEqual([row.status, row.attempts, smtp.received.length], ['sent', 3, 1]);
    assert.match(row.error ?? '', /451/, 'the last failed attempt stays on the row');

    assert.ok(!log.text().includes('ana@example.com'), 'no address in the log');
    assert.ok(!log.text().includes('sign-in code'), 'no content in the log');
  });

  test('an unreachable server fails every attempt; after the last the row says failed', async () => {
    const mailer = wire(smtpTransport(`smtp://127.0.0.1:${await freePort()}`));
    const { id } = await mailer.send(mail);
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      await makeDue();
      await worker.drain();
      const row = await logRow(id);
      assert.equal(row.attempts, attempt);
      assert.equal(row.status, attempt < EMAIL_MAX_ATTEMPTS ? 'retrying' : 'failed');
      assert.match(row.error ?? '', /ECONNREFUSED/);
      assert.equal(row.sent_at, null);
    }
    assert.ok((await jobOf(id)).failed_at instanceof Date);
  });

  test('a message sent in a transaction that rolls back leaves no log row, no job and no delivery', async () => {
    const mailer = wire(smtpTransport(smtp.url));
    const jobsBefore = await database.db.selectFrom('jobs').select('id').execute();
    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        await mailer.send({ ...mail, to: 'rolled-back@example.com' }, trx);
        throw new Error('the registration failed');
      }),
      /the registration failed/,
    );
    await worker.drain();
    assert.equal(smtp.received.length, 0);
    assert.equal((await database.db.selectFrom('email_log').select('id').where('to_address', '=', 'rolled-back@example.com').execute()).length, 0);
    assert.equal((await database.db.selectFrom('jobs').select('id').execute()).length, jobsBefore.length);
  });

  test('with no SMTP_URL the message is kept in the log only, with no job', async () => {
    const mailer = wire(undefined);
    const result = await mailer.send(mail);
    assert.equal(result.status, 'kept');
    assert.equal((await logRow(result.id)).status, 'kept');
    await assert.rejects(jobOf(result.id));
  });

  test('a job queued while SMTP was configured keeps its message when SMTP no longer is', async () => {
    const queued = await wire(smtpTransport(smtp.url)).send(mail);
    wire(undefined);
    await worker.drain();
    assert.equal((await logRow(queued.id)).status, 'kept');
    assert.equal(smtp.received.length, 0);
  });
});
