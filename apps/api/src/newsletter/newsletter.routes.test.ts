import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/test-app';

const INVALID = { message: 'Please enter a valid email.', modelState: { email: ['Please enter a valid email.'] } };

describe('GET /api/keap/subscribe', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ seed: false });
  });
  after(() => app.close());

  const subscribe = (email?: string) =>
    app.inject({ method: 'GET', url: email === undefined ? '/api/keap/subscribe' : `/api/keap/subscribe?email=${encodeURIComponent(email)}` });
  const rowOf = (email: string) =>
    app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();

  test('a missing, empty or malformed address gets the spec words as the message, and nothing is stored', async () => {
    for (const email of [undefined, '', '   ', 'reader@', 'reader example.com', `${'a'.repeat(250)}@example.com`]) {
      const response = await subscribe(email);
      assert.equal(response.statusCode, 400, String(email));
      assert.deepEqual(response.json(), INVALID, String(email));
    }
    const tooLong = await subscribe(`${'a'.repeat(600)}@example.com`);
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json<{ modelState: unknown }>().modelState, { email: ['Please enter a valid email.'] });
    const rows = await app.db.selectFrom('newsletter_subscriptions').select('email').execute();
    assert.deepEqual(rows, []);
  });

  test('an address is kept once, trimmed and in lower case, and the answer is never cached', async () => {
    const response = await subscribe('  Reader.One@Example.COM ');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {});
    assert.equal(response.headers['cache-control'], 'no-store');
    const row = await rowOf('reader.one@example.com');
    assert.ok(row);
    assert.equal(row.unsubscribed_at, null);
  });

  test('subscribing twice is no error and keeps the first subscription date', async () => {
    await subscribe('twice@example.com');
    const first = await rowOf('twice@example.com');
    const again = await subscribe('TWICE@example.com');
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), {});
    const rows = await app.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', 'twice@example.com').execute();
    assert.deepEqual(rows, [first]);
  });

  test('an address that unsubscribed is subscribed anew', async () => {
    const left = new Date('2026-01-02T03:04:05Z');
    await app.db
      .insertInto('newsletter_subscriptions')
      .values({ email: 'back@example.com', subscribed_at: new Date('2025-06-01T00:00:00Z'), unsubscribed_at: left })
      .execute();
    assert.equal((await subscribe('back@example.com')).statusCode, 200);
    const row = await rowOf('back@example.com');
    assert.ok(row);
    assert.equal(row.unsubscribed_at, null);
    assert.ok(row.subscribed_at > left, 'subscribed again after leaving');
  });
});
