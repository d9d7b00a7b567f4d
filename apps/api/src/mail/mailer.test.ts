import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { DatabaseHandle } from '@labstore/db';
import { createTestDatabase } from '@labstore/db/testing';
import { SMTPServer } from 'smtp-server';
import { createMailer } from './mailer';
import { renderEmail } from './templates';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

// Quoted-printable soft line breaks and escapes (UTF-8 bytes), so the bodies read whole.
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

async function startSmtpServer(): Promise<{ url: string; received: Received[]; stop(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mailer', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.close());

  const logRow = (id: string) => database.db.selectFrom('email_log').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const message = renderEmail({
    subject: 'Your labstore sign-in code: 012345',
    greeting: 'Hola José,',
    paragraphs: ['Enter this code <now> & sign in.'],
    code: '012345',
    closing: 'Best regards,\nThe labstore team',
  });

  test('over SMTP the message arrives with subject, HTML and text, and the log says sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ db: database.db, from: 'labstore <no-reply@labstore.local>', smtpUrl: smtp.url });
      const result = await mailer.send({ to: 'ana@example.com', ...message, sendBy: 'mfa' });
      assert.equal(result.status, 'sent');
      assert.equal(smtp.received.length, 1);
      const [mail] = smtp.received;
      assert.deepEqual(mail?.to, ['ana@example.com']);
      assert.equal(mail?.from, 'no-reply@labstore.local');
      const raw = decodeQuotedPrintable(mail?.raw ?? '');
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
      assert.deepEqual([row.to_address, row.subject, row.send_by], ['ana@example.com', message.subject, 'mfa']);
      assert.equal(row.body_html, message.html);
      assert.equal(row.body_text, message.text);
    } finally {
      await smtp.stop();
    }
  });

  test('a refused connection marks the row failed and does not throw', async () => {
    const mailer = createMailer({ db: database.db, from: 'no-reply@labstore.local', smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const result = await mailer.send({ to: 'ana@example.com', ...message, sendBy: 'mfa' });
    assert.equal(result.status, 'failed');
    const row = await logRow(result.id);
    assert.equal(row.status, 'failed');
    assert.match(row.error ?? '', /ECONNREFUSED/);
    assert.equal(row.sent_at, null);
  });

  test('with no SMTP_URL the message is kept in the log only', async () => {
    const mailer = createMailer({ db: database.db, from: 'no-reply@labstore.local' });
    const result = await mailer.send({ to: 'ana@example.com', ...message, sendBy: 'mfa' });
    assert.equal(result.status, 'kept');
    assert.equal((await logRow(result.id)).status, 'kept');
  });
});
