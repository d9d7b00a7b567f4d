import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { GENEROUS_LIMITS, lastEmail, linkIn, uniqueEmail } from '../accounts/accounts.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import {
  askToSubscribe,
  CONFIRMATION_SEND_BY,
  confirmationCodeFor,
  confirmationMailCount,
  confirmSubscription,
  subscribeConfirmed,
} from './newsletter.test-fixtures';

const INVALID = { message: 'Please enter a valid email.', modelState: { email: ['Please enter a valid email.'] } };
const LINK_INVALID = { message: 'This confirmation link is invalid or has expired.' };
const PUBLIC_URL = 'http://localhost:3000';

// Issue 14 item 8: the subscribe call no longer puts an address on the list;
// it e-mails the address a confirmation link (double opt-in), and only the
// link's owner puts it there, or back after an unsubscribe.

describe('GET /api/keap/subscribe (double opt-in)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS, PUBLIC_URL } });
  });
  afterAll(() => app.close());

  const subscribe = (email?: string) =>
    app.inject({ method: 'GET', url: email === undefined ? '/api/keap/subscribe' : `/api/keap/subscribe?email=${encodeURIComponent(email)}` });
  const listed = (email: string) => app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();

  test('a missing, empty or malformed address gets the spec words as the message, and nothing is stored or sent', async () => {
    for (const email of [undefined, '', '   ', 'reader@', 'reader example.com', `${'a'.repeat(250)}@example.com`, '__proto__']) {
      const response = await subscribe(email);
      assert.equal(response.statusCode, 400, String(email));
      assert.deepEqual(response.json(), INVALID, String(email));
    }
    // A NUL byte is refused before the route, by the shared guard (plugins/request-text-guard.ts).
    assert.equal((await subscribe('a\u0000b@example.com')).statusCode, 400);
    const tooLong = await subscribe(`${'a'.repeat(600)}@example.com`);
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json<{ modelState: unknown }>().modelState, { email: ['Please enter a valid email.'] });
    assert.deepEqual(await app.db.selectFrom('newsletter_subscriptions').select('email').execute(), []);
    assert.deepEqual(await app.db.selectFrom('newsletter_confirmations').select('email').execute(), []);
    assert.deepEqual(await app.db.selectFrom('email_log').select('id').execute(), []);
  });

  test('asking keeps the address pending, off the list, and e-mails it a link whose code is stored only hashed', async () => {
    const response = await subscribe('  Reader.One@Example.COM ');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {});
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(await listed('reader.one@example.com'), undefined, 'not on the list before the owner confirms');

    const email = await lastEmail(app, 'reader.one@example.com', CONFIRMATION_SEND_BY);
    assert.equal(email.subject, 'Confirm your subscription to the labstore blog');
    const link = linkIn(email);
    // The code rides in the fragment: the page's request (and a server's log of it) never carries it.
    assert.equal(`${link.origin}${link.pathname}${link.search}`, `${PUBLIC_URL}/blog`);
    const code = await confirmationCodeFor(app, 'reader.one@example.com');
    assert.ok(email.body_html.includes(link.href), 'the HTML part links to it too');
    const pending = await app.db.selectFrom('newsletter_confirmations').selectAll().where('email', '=', 'reader.one@example.com').executeTakeFirstOrThrow();
    assert.equal(pending.confirmed_at, null);
    assert.equal(pending.code_hash, createHash('sha256').update(code).digest('hex'));
    assert.ok(!JSON.stringify(pending).includes(code), 'the code itself is not stored');
  });

  test('an unsubscribed address is not subscribed again by the call; only its owner, from the link, brings it back', async () => {
    const left = new Date('2026-01-02T03:04:05Z');
    await app.db
      .insertInto('newsletter_subscriptions')
      .values({ email: 'back@example.com', subscribed_at: new Date('2025-06-01T00:00:00Z'), unsubscribed_at: left })
      .execute();
    const response = await subscribe('back@example.com');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {});
    assert.deepEqual((await listed('back@example.com'))?.unsubscribed_at, left, 'still unsubscribed');

    const confirmed = await confirmSubscription(app, await confirmationCodeFor(app, 'back@example.com'));
    assert.deepEqual(confirmed.json(), { alreadyConfirmed: false });
    const row = await listed('back@example.com');
    assert.ok(row);
    assert.equal(row.unsubscribed_at, null);
    assert.ok(row.subscribed_at > left, 'subscribed again after leaving');
  });

  test('the answer is the same whatever the address: new, pending, on the list or unsubscribed', async () => {
    const onList = uniqueEmail('listed');
    await subscribeConfirmed(app, onList);
    const pending = uniqueEmail('pending');
    await subscribe(pending);
    const left = uniqueEmail('left');
    await app.db.insertInto('newsletter_subscriptions').values({ email: left, unsubscribed_at: new Date() }).execute();
    for (const email of [uniqueEmail('new'), pending, onList, left]) {
      const response = await subscribe(email);
      assert.equal(response.statusCode, 200, email);
      assert.equal(response.body, '{}', email);
      assert.equal(response.headers['cache-control'], 'no-store', email);
    }
    assert.equal(await confirmationMailCount(app, onList), 1, 'an address on the list gets no second link');
  });

  test('asking again sends no second e-mail within the resend window; after it, a new link retires the old one', async () => {
    const reader = uniqueEmail('again');
    for (let asked = 0; asked < 3; asked += 1) assert.equal((await subscribe(reader)).statusCode, 200);
    assert.equal(await confirmationMailCount(app, reader), 1);
    const first = await confirmationCodeFor(app, reader);

    await app.db.updateTable('newsletter_confirmations').set({ sent_at: new Date(Date.now() - 7 * 3_600_000) }).where('email', '=', reader).execute();
    await subscribe(reader);
    assert.equal(await confirmationMailCount(app, reader), 2);
    const second = await confirmationCodeFor(app, reader);
    assert.notEqual(second, first);
    assert.deepEqual((await confirmSubscription(app, first)).json(), LINK_INVALID);
    assert.deepEqual((await confirmSubscription(app, second)).json(), { alreadyConfirmed: false });
  });
});

describe('POST /api/keap/subscribe/confirm', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  const listed = (email: string) => app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();

  test('the link confirms once; a second click is harmless and says so, and never undoes a later unsubscribe', async () => {
    const reader = uniqueEmail('once');
    await askToSubscribe(app, reader);
    const code = await confirmationCodeFor(app, reader);

    const first = await confirmSubscription(app, code);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { alreadyConfirmed: false });
    assert.equal(first.headers['cache-control'], 'no-store');
    const row = await listed(reader);
    assert.ok(row);
    assert.equal(row.unsubscribed_at, null);

    const second = await confirmSubscription(app, code);
    assert.equal(second.statusCode, 200);
    assert.deepEqual(second.json(), { alreadyConfirmed: true });
    assert.deepEqual(await listed(reader), row);

    await app.db.updateTable('newsletter_subscriptions').set({ unsubscribed_at: new Date() }).where('email', '=', reader).execute();
    assert.deepEqual((await confirmSubscription(app, code)).json(), { alreadyConfirmed: true });
    assert.ok((await listed(reader))?.unsubscribed_at instanceof Date, 'the old link brings nobody back');
  });

  test('a forged, altered or expired link is refused, and nothing joins the list', async () => {
    const reader = uniqueEmail('forged');
    await askToSubscribe(app, reader);
    const code = await confirmationCodeFor(app, reader);
    const altered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of ['', 'no-such-code', altered, code.toUpperCase() === code ? code.toLowerCase() : code.toUpperCase()]) {
      const response = await confirmSubscription(app, forged);
      assert.equal(response.statusCode, 400, forged);
      assert.deepEqual(response.json(), LINK_INVALID, forged);
    }
    await app.db.updateTable('newsletter_confirmations').set({ sent_at: new Date(Date.now() - 8 * 86_400_000) }).where('email', '=', reader).execute();
    const expired = await confirmSubscription(app, code);
    assert.equal(expired.statusCode, 400);
    assert.deepEqual(expired.json(), LINK_INVALID);
    assert.equal(await listed(reader), undefined);
  });

  test('a body that is no code is a 400, never a 5xx', async () => {
    for (const payload of [{}, { code: 'x'.repeat(1_000_000) }, { code: 42 }, { code: 'a\u0000b' }, JSON.parse('{"__proto__":{"code":"x"}}') as object, []]) {
      const response = await app.inject({ method: 'POST', url: '/api/keap/subscribe/confirm', payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
    }
  });
});

describe('the subscribe call is limited per client and per address', () => {
  let app: FastifyInstance;
  // The app's defaults: 10 attempts a minute per client, 5 in 15 minutes per address.
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  const statuses = (responses: Array<{ statusCode: number }>) => responses.map((response) => response.statusCode);

  test('41 fast requests for one address do not all pass, and send one e-mail', async () => {
    const victim = uniqueEmail('victim');
    const responses = await Promise.all(Array.from({ length: 41 }, () => askToSubscribe(app, victim, '203.0.113.7')));
    const passed = statuses(responses).filter((status) => status === 200).length;
    assert.equal(passed, 5, statuses(responses).join(','));
    const refused = responses.find((response) => response.statusCode === 429);
    assert.ok(refused);
    assert.deepEqual(refused.json(), { message: TOO_MANY_ATTEMPTS_MESSAGE });
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal(await confirmationMailCount(app, victim), 1);
  });

  test('per client: 41 fast requests for as many addresses pass 10 times; another client is still served', async () => {
    const addresses = Array.from({ length: 41 }, () => uniqueEmail('spray'));
    const responses = await Promise.all(addresses.map((email) => askToSubscribe(app, email, '198.51.100.20')));
    assert.equal(statuses(responses).filter((status) => status === 200).length, 10);
    assert.equal(statuses(responses).filter((status) => status === 429).length, 31);
    const mails = await app.db.selectFrom('email_log').select('id').where('to_address', 'in', addresses).execute();
    assert.equal(mails.length, 10);
    assert.equal((await askToSubscribe(app, uniqueEmail('other'), '198.51.100.21')).statusCode, 200);
  });

  test('per address: many clients together pass 5 times for one address, however it is spelled', async () => {
    const victim = uniqueEmail('target');
    const spellings = [victim, victim.toUpperCase(), ` ${victim} `];
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => askToSubscribe(app, spellings[index % 3] ?? victim, `192.0.2.${index + 1}`)));
    assert.equal(statuses(responses).filter((status) => status === 200).length, 5, statuses(responses).join(','));
    assert.equal(await confirmationMailCount(app, victim), 1);
  });
});
