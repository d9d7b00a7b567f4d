import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { SUPPORT_CONTACT, SUPPORT_MESSAGE_MAX_LENGTH, TOO_MANY_ATTEMPTS_MESSAGE } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { GENEROUS_LIMITS, uniqueEmail } from '../accounts/accounts.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 16: the support message that stands where live chat was promised.

const SEND_BY = 'support-message';

const messageBody = (overrides: object = {}) => ({
  name: 'Ana López',
  email: uniqueEmail('ana'),
  topic: 'findTest',
  message: 'I cannot find the <b>Lyme</b> antibody test. Can you order it for me?',
  ...overrides,
});

describe('POST /api/support/message', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  const send = (payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/support/message', payload, headers });
  const supportMail = (from: string) =>
    app.db.selectFrom('email_log').selectAll().where('send_by', '=', SEND_BY).where('body_text', 'like', `%${from}%`).execute();

  test('reaches the support mailbox through the e-mail log, in English, naming the customer, topic and language', async () => {
    const body = messageBody();
    const response = await send(body, { 'accept-language': 'es' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {});
    assert.equal(response.headers['cache-control'], 'no-store');
    const [mail, ...more] = await supportMail(body.email);
    assert.ok(mail);
    assert.equal(more.length, 0);
    assert.equal(mail.to_address, SUPPORT_CONTACT.email);
    assert.equal(mail.subject, 'Support message: Finding or requesting a test');
    assert.match(mail.body_text, new RegExp(`From: Ana López <${body.email}>`));
    assert.match(mail.body_text, /Site language: Spanish/);
    assert.ok(mail.body_text.includes(body.message));
    // What the customer typed is text, never markup, in the HTML part.
    assert.ok(mail.body_html.includes('&lt;b&gt;Lyme&lt;/b&gt;'));
    assert.ok(!mail.body_html.includes('<b>Lyme'));
  });

  test('refuses a missing or oversized field with its message, and sends nothing', async () => {
    const email = uniqueEmail('bad');
    const response = await send({ name: ' ', email: 'nobody@', topic: 'gossip', message: '' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json<{ modelState: unknown }>().modelState, {
      name: ['Please add your name.'],
      email: ['Email is invalid.'],
      topic: ['Please choose a topic.'],
      message: ['Please write your message.'],
    });
    const long = await send(messageBody({ email, message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }));
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json<{ modelState: unknown }>().modelState, { message: [`Your message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`] });
    // A body far past any real message is refused before it is read.
    assert.equal((await send(messageBody({ email, message: 'x'.repeat(40_000) }))).statusCode, 413);
    assert.deepEqual(await supportMail(email), []);
  });

  test('a send retried with its Idempotency-Key reaches the mailbox once', async () => {
    const body = messageBody();
    const headers = { 'idempotency-key': `support-${body.email}` };
    const [first, again] = [await send(body, headers), await send(body, headers)];
    assert.deepEqual([first.statusCode, again.statusCode], [200, 200]);
    assert.equal((await supportMail(body.email)).length, 1);
  });

  test('a bot that fills the hidden field is answered as sent, and nothing is sent', async () => {
    const body = messageBody({ website: 'https://spam.example' });
    const response = await send(body);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(await supportMail(body.email), []);
  });
});

describe('support messages are limited per client and per address', () => {
  let app: FastifyInstance;
  // The app's defaults: 10 attempts a minute per client, 5 in 15 minutes per address.
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  const sendFrom = (ip: string, payload: object) => app.inject({ method: 'POST', url: '/api/support/message', payload, remoteAddress: ip });

  test('per address: five messages pass, from however many clients; then 429 with the contract words', async () => {
    const email = uniqueEmail('flood');
    const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => sendFrom(`192.0.2.${index + 1}`, messageBody({ email }))));
    const statuses = responses.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 5, statuses.join(','));
    const refused = responses.find((response) => response.statusCode === 429);
    assert.deepEqual(refused?.json(), { message: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  test('per client: ten messages a minute from one client, whatever the addresses', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => sendFrom('198.51.100.30', messageBody())));
    assert.equal(responses.filter((response) => response.statusCode === 200).length, 10);
    assert.equal((await sendFrom('198.51.100.31', messageBody())).statusCode, 200, 'another client is still served');
  });
});
