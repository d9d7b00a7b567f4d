import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { formatDate, MESSAGES_ES, SHARING_MESSAGES, shareEntrySchema, shareHistorySchema, shareSentSchema, type ResultFileType } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createAdmin, createCustomer, lastEmail, uniqueEmail, type Customer } from '../accounts/accounts.test-fixtures';
import { SHARE_SEND_BY } from './sharing.service';
import { buildSharingApp, fakeSharedDocuments, insertCompletedOrder, quasiAdminSession, TEST_PUBLIC_URL, type CompletedOrder, type FakeSharedDocuments } from './sharing.test-fixtures';

// Issue 17, spec/02 4.6, 2.10 and 8: sharing a requisition or results as a
// single-use link by e-mail (docs/decisions.md "After the order", Share links).

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sharing a requisition or results by e-mail', () => {
  let app: FastifyInstance;
  let documents: FakeSharedDocuments;
  let owner: Customer;
  let stranger: Customer;
  let admin: Customer;
  let order: CompletedOrder;

  beforeAll(async () => {
    documents = fakeSharedDocuments();
    app = await buildSharingApp(documents);
    owner = await createCustomer(app, { firstName: 'Wilhelmina' });
    stranger = await createCustomer(app, { firstName: 'bob' });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  // Each test starts from an order of its own with both documents, and no limit reached.
  beforeEach(async () => {
    await app.db.deleteFrom('share_history').execute();
    order = await insertCompletedOrder(app, owner.userId);
    documents.publish(order.orderId, order.apiResultId, 1);
    documents.publish(order.orderId, order.apiResultId, 3);
  });

  const shareUrl = (shared: CompletedOrder, type: ResultFileType, contactTo?: string) =>
    `/api/order/results/share/${shared.orderId}/${shared.apiResultId}/${type}${contactTo === undefined ? '' : `?contactTo=${encodeURIComponent(contactTo)}`}`;
  const share = (headers: Record<string, string>, contactTo = uniqueEmail('friend'), type: ResultFileType = 3, shared = order, extraHeaders: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: shareUrl(shared, type, contactTo), headers: { ...headers, ...extraHeaders } });
  const history = (headers: Record<string, string>, orderId = order.orderId) => app.inject({ method: 'GET', url: `/api/order/results/share/get/${orderId}`, headers });
  const revoke = (headers: Record<string, string>, shareId: string) => app.inject({ method: 'DELETE', url: `/api/order/results/share/${shareId}`, headers });
  const open = (token: unknown) => app.inject({ method: 'POST', url: '/api/shared/open', payload: { token } });

  /** Shares with the owner's session and answers the link's token, read from the e-mail log. */
  async function sharedToken(contactTo = uniqueEmail('friend'), type: ResultFileType = 3): Promise<{ token: string; shareId: string }> {
    const response = await share(owner.headers, contactTo, type);
    assert.equal(response.statusCode, 200, response.body);
    const mail = await lastEmail(app, contactTo, SHARE_SEND_BY);
    const match = /\/shared#([A-Za-z0-9_-]+)/.exec(mail.body_text);
    assert.ok(match?.[1], mail.body_text);
    return { token: match[1], shareId: shareSentSchema.parse(response.json()).entry.id };
  }

  const expire = (shareId: string) => app.db.updateTable('share_history').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('id', '=', shareId).execute();
  const sharesTo = (contactTo: string) => app.db.selectFrom('share_history').selectAll().where('contact_to', '=', contactTo).execute();

  describe('GET /api/order/results/share/{orderId}/{apiResultId}/{type}?contactTo=', () => {
    test("answers section 8's message word for word and the new entry, and e-mails only a link that expires in 72 hours", async () => {
      const contactTo = uniqueEmail('doctor');
      const response = await share(owner.headers, contactTo, 3);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      const sent = shareSentSchema.parse(response.json());
      const date = formatDate(new Date(sent.entry.sendedDate), 'en');
      assert.equal(sent.message, `Your results for Order ${order.number} was sent successfully to ${contactTo} on ${date}.`);
      assert.deepEqual({ ...sent.entry, id: '', sendedDate: '', expiresDate: '' }, {
        id: '',
        orderId: order.orderId,
        number: order.number,
        apiResultId: order.apiResultId,
        fileType: 3,
        contactTo,
        sendedDate: '',
        expiresDate: '',
        state: 'sent',
      });
      assert.equal(Date.parse(sent.entry.expiresDate) - Date.parse(sent.entry.sendedDate), 72 * 3_600_000);

      const mail = await lastEmail(app, contactTo, SHARE_SEND_BY);
      const link = /https:\/\/\S+/.exec(mail.body_text)?.[0] ?? '';
      const [base, token = ''] = link.split('#');
      assert.equal(base, `${TEST_PUBLIC_URL}/shared`);
      assert.match(token, /^[A-Za-z0-9_-]{43}$/);
      assert.ok(mail.body_html.includes(link));
      assert.equal(mail.subject, 'Wilhelmina shared a document with you through labstore');
      assert.match(mail.body_text, /opens once and expires in 72 hours, on /);
      // No health data: nothing of the order, the document or its kind; no attachment.
      for (const body of [mail.subject, mail.body_text, mail.body_html]) {
        for (const secret of [order.apiResultId, `Order ${order.number}`, order.orderId, owner.email, '%PDF']) assert.ok(!body.includes(secret), `${secret} in the e-mail`);
        assert.doesNotMatch(body, /result|requisition/i);
      }

      // Only the token's hash is kept.
      const [row] = await sharesTo(contactTo);
      assert.equal(row?.token_hash, sha256(token));
      assert.ok(!JSON.stringify(row).includes(token));
    });

    test('a requisition is shared in the words of type 1, and a Spanish page gets Spanish words and e-mail', async () => {
      const contactTo = uniqueEmail('clinic');
      const requisition = shareSentSchema.parse((await share(owner.headers, contactTo, 1)).json());
      assert.match(requisition.message, new RegExp(`^Your requisition for Order ${order.number} was sent successfully to `));

      const spanishTo = uniqueEmail('clinica');
      const response = await share(owner.headers, spanishTo, 3, order, { 'accept-language': 'es' });
      assert.equal(response.statusCode, 200, response.body);
      const sent = shareSentSchema.parse(response.json());
      assert.equal(sent.message, `Sus resultados del pedido ${order.number} se enviaron correctamente a ${spanishTo} el ${formatDate(new Date(sent.entry.sendedDate), 'es')}.`);
      const mail = await lastEmail(app, spanishTo, SHARE_SEND_BY);
      assert.equal(mail.subject, 'Wilhelmina compartió un documento con usted a través de labstore');
      assert.ok(mail.body_text.includes(MESSAGES_ES.emails.shareAction));
      assert.equal((await sharesTo(spanishTo))[0]?.language, 'es');
    });

    test('refuses a missing or invalid address and an unknown type with a clear message, and sends nothing', async () => {
      const missing = await app.inject({ method: 'GET', url: shareUrl(order, 3), headers: owner.headers });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json<{ modelState: unknown }>().modelState, { contactTo: [SHARING_MESSAGES.contactToRequired] });
      const invalid = await share(owner.headers, 'not-an-address');
      assert.equal(invalid.statusCode, 400);
      assert.deepEqual(invalid.json<{ modelState: unknown }>().modelState, { contactTo: [SHARING_MESSAGES.contactToInvalid] });
      const type = await app.inject({ method: 'GET', url: `/api/order/results/share/${order.orderId}/${order.apiResultId}/2?contactTo=a%40example.com`, headers: owner.headers });
      assert.equal(type.statusCode, 400);
      assert.deepEqual(type.json<{ modelState: unknown }>().modelState, { type: [SHARING_MESSAGES.fileType] });
      assert.equal((await app.db.selectFrom('share_history').select('id').execute()).length, 0);
    });

    test('a document not available yet cannot be shared: the requisition before approval, results before they arrive', async () => {
      const approved = await insertCompletedOrder(app, owner.userId);
      documents.publish(approved.orderId, approved.apiResultId, 1);
      const results = await share(owner.headers, uniqueEmail(), 3, approved);
      assert.equal(results.statusCode, 409);
      assert.deepEqual(results.json(), { message: SHARING_MESSAGES.resultsNotReady });
      const submitted = await insertCompletedOrder(app, owner.userId);
      const requisition = await share(owner.headers, uniqueEmail(), 1, submitted);
      assert.equal(requisition.statusCode, 409);
      assert.deepEqual(requisition.json(), { message: SHARING_MESSAGES.requisitionNotReady });
      assert.equal((await share(owner.headers, uniqueEmail(), 1, approved)).statusCode, 200);
    });

    test("another customer gets 404; an administrator, or one acting as the customer, is refused (spec/02 4.2); nothing is sent", async () => {
      const contactTo = uniqueEmail('nobody');
      const other = await share(stranger.headers, contactTo);
      assert.equal(other.statusCode, 404);
      assert.deepEqual(other.json(), { message: SHARING_MESSAGES.orderNotFound });
      const byAdmin = await share(admin.headers, contactTo);
      assert.equal(byAdmin.statusCode, 403);
      assert.deepEqual(byAdmin.json(), { message: SHARING_MESSAGES.customerOnly });
      const actingAs = await share(await quasiAdminSession(app, owner.userId, admin.userId), contactTo);
      assert.equal(actingAs.statusCode, 403);
      assert.deepEqual(actingAs.json(), { message: SHARING_MESSAGES.customerOnly });
      assert.equal((await share({}, contactTo)).statusCode, 401);
      assert.deepEqual(await sharesTo(contactTo), []);
      assert.equal(await app.db.selectFrom('email_log').select('id').where('to_address', '=', contactTo).executeTakeFirst(), undefined);
    });

    test('a share retried with its Idempotency-Key sends one e-mail', async () => {
      const contactTo = uniqueEmail('once');
      const key = { 'idempotency-key': `share-${contactTo}` };
      const [first, again] = [await share(owner.headers, contactTo, 3, order, key), await share(owner.headers, contactTo, 3, order, key)];
      assert.deepEqual([first.statusCode, again.statusCode], [200, 200]);
      assert.deepEqual(again.json(), first.json());
      assert.equal((await sharesTo(contactTo)).length, 1);
    });
  });

  describe('limits: a customer cannot mail-bomb anyone', () => {
    test('10 shares an hour per customer, counted atomically: of 12 at once, 10 are sent; the rest get 429 with Retry-After', async () => {
      const responses = await Promise.all(Array.from({ length: 12 }, () => share(owner.headers)));
      const statuses = responses.map((response) => response.statusCode).sort();
      assert.deepEqual(statuses, [...Array(10).fill(200), 429, 429]);
      const refused = responses.find((response) => response.statusCode === 429);
      assert.deepEqual(refused?.json(), { message: SHARING_MESSAGES.tooManyShares });
      const retryAfter = Number(refused?.headers['retry-after']);
      assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
      assert.equal((await app.db.selectFrom('share_history').select('id').where('user_id', '=', owner.userId).execute()).length, 10);
      // Another customer is counted apart.
      const theirs = await insertCompletedOrder(app, stranger.userId);
      documents.publish(theirs.orderId, theirs.apiResultId, 3);
      assert.equal((await share(stranger.headers, uniqueEmail(), 3, theirs)).statusCode, 200);
    });

    test('30 shares a day per customer', async () => {
      const shares = Array.from({ length: 30 }, (_, n) => ({
        order_id: order.orderId,
        api_result_id: order.apiResultId,
        file_type: 3,
        contact_to: `earlier.${n}@example.com`,
        user_id: owner.userId,
        sent_at: new Date(Date.now() - 2 * 3_600_000),
        expires_at: new Date(Date.now() + 70 * 3_600_000),
      }));
      await app.db.insertInto('share_history').values(shares).execute();
      const refused = await share(owner.headers);
      assert.equal(refused.statusCode, 429);
      assert.deepEqual(refused.json(), { message: SHARING_MESSAGES.tooManyShares });
      await app.db.updateTable('share_history').set({ sent_at: new Date(Date.now() - 25 * 3_600_000) }).where('user_id', '=', owner.userId).execute();
      assert.equal((await share(owner.headers)).statusCode, 200);
    });

    test('5 shares a day to one address, whatever its case and whoever sends them', async () => {
      const address = uniqueEmail('inbox');
      const theirs = await insertCompletedOrder(app, stranger.userId);
      documents.publish(theirs.orderId, theirs.apiResultId, 3);
      for (const n of [1, 2, 3]) assert.equal((await share(owner.headers, n === 2 ? address.toUpperCase() : address)).statusCode, 200);
      for (const _ of [1, 2]) assert.equal((await share(stranger.headers, address, 3, theirs)).statusCode, 200);
      const refused = await share(owner.headers, address);
      assert.equal(refused.statusCode, 429);
      assert.deepEqual(refused.json(), { message: SHARING_MESSAGES.tooManySharesToRecipient });
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal((await app.db.selectFrom('email_log').select('id').where(sql<string>`lower(to_address)`, '=', address.toLowerCase()).execute()).length, 5);
      assert.equal((await share(owner.headers, uniqueEmail('other'))).statusCode, 200);
    });
  });

  describe('GET /api/order/results/share/get/{id}', () => {
    test('the send history, newest first, each link in its state; the read is logged', async () => {
      const sent = await sharedToken(uniqueEmail('sent'));
      const opened = await sharedToken(uniqueEmail('opened'), 1);
      const expired = await sharedToken(uniqueEmail('expired'));
      const revoked = await sharedToken(uniqueEmail('revoked'));
      assert.equal((await open(opened.token)).statusCode, 200);
      await expire(expired.shareId);
      assert.equal((await revoke(owner.headers, revoked.shareId)).statusCode, 200);
      // One transaction's rows share their time: make the order of sending plain.
      for (const [index, { shareId }] of [sent, opened, expired, revoked].entries()) {
        await app.db.updateTable('share_history').set({ sent_at: sql<Date>`now() - make_interval(mins => ${10 - index})` }).where('id', '=', shareId).execute();
      }

      documents.reads.length = 0;
      const response = await history(owner.headers);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      const { items } = shareHistorySchema.parse(response.json());
      assert.deepEqual(
        items.map((item) => [item.id, item.state, item.fileType, item.number]),
        [
          [revoked.shareId, 'revoked', 3, order.number],
          [expired.shareId, 'expired', 3, order.number],
          [opened.shareId, 'opened', 1, order.number],
          [sent.shareId, 'sent', 3, order.number],
        ],
      );
      assert.deepEqual(documents.reads, [{ readerUserId: owner.userId, orderId: order.orderId, apiResultId: null, record: 'share-history', path: 'owner', shareId: null }]);
    });

    test('another customer gets 404 and nothing is logged; an administrator reads it, logged as an administrator', async () => {
      await sharedToken();
      documents.reads.length = 0;
      const other = await history(stranger.headers);
      assert.equal(other.statusCode, 404);
      assert.deepEqual(other.json(), { message: SHARING_MESSAGES.orderNotFound });
      assert.equal((await history(stranger.headers, 'not-an-id')).statusCode, 404);
      assert.equal(documents.reads.length, 0);
      const byAdmin = await history(admin.headers);
      assert.equal(byAdmin.statusCode, 200);
      assert.equal(shareHistorySchema.parse(byAdmin.json()).items.length, 1);
      const actingAs = await history(await quasiAdminSession(app, owner.userId, admin.userId));
      assert.equal(actingAs.statusCode, 200);
      assert.deepEqual(
        documents.reads.map((read) => [read.readerUserId, read.path]),
        [
          [admin.userId, 'administrator'],
          [admin.userId, 'administrator'],
        ],
      );
    });
  });

  describe('DELETE /api/order/results/share/{shareId}', () => {
    test('revokes an unused link: the entry says so, and the link no longer opens', async () => {
      const { token, shareId } = await sharedToken();
      const response = await revoke(owner.headers, shareId);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      const entry = shareEntrySchema.parse(response.json());
      assert.deepEqual([entry.id, entry.state, entry.number], [shareId, 'revoked', order.number]);
      const opened = await open(token);
      assert.equal(opened.statusCode, 410);
      assert.deepEqual(opened.json(), { message: SHARING_MESSAGES.linkRevoked });
    });

    test('an opened, expired or revoked link answers 409, each with its reason', async () => {
      const opened = await sharedToken();
      await open(opened.token);
      const expired = await sharedToken();
      await expire(expired.shareId);
      const revoked = await sharedToken();
      await revoke(owner.headers, revoked.shareId);
      for (const [shareId, message] of [
        [opened.shareId, SHARING_MESSAGES.revokeOpened],
        [expired.shareId, SHARING_MESSAGES.revokeExpired],
        [revoked.shareId, SHARING_MESSAGES.revokeRevoked],
      ] as const) {
        const response = await revoke(owner.headers, shareId);
        assert.equal(response.statusCode, 409, shareId);
        assert.deepEqual(response.json(), { message });
      }
    });

    test("another customer's revoke is 404 and the link still opens; an administrator acting as the customer is refused", async () => {
      const { token, shareId } = await sharedToken();
      for (const id of [shareId, 'not-an-id']) {
        const other = await revoke(stranger.headers, id);
        assert.equal(other.statusCode, 404);
        assert.deepEqual(other.json(), { message: SHARING_MESSAGES.shareNotFound });
      }
      assert.equal((await revoke(admin.headers, shareId)).statusCode, 404);
      assert.equal((await revoke(await quasiAdminSession(app, owner.userId, admin.userId), shareId)).statusCode, 403);
      assert.equal((await open(token)).statusCode, 200);
    });
  });

  describe('POST /api/shared/open', () => {
    test('answers the PDF once, as an attachment, and logs the read as through the link', async () => {
      const { token, shareId } = await sharedToken(uniqueEmail(), 1);
      documents.reads.length = 0;
      const response = await open(token);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.equal(response.headers['content-disposition'], `attachment; filename="labstore-requisition-${order.number}.pdf"`);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.deepEqual(new Uint8Array(response.rawPayload), await documents.document(order.orderId, order.apiResultId, 1));
      assert.deepEqual(documents.reads, [{ readerUserId: null, orderId: order.orderId, apiResultId: order.apiResultId, record: 'requisition', path: 'share-link', shareId }]);

      const again = await open(token);
      assert.equal(again.statusCode, 410);
      assert.deepEqual(again.json(), { message: SHARING_MESSAGES.linkUsed });
      assert.equal(documents.reads.length, 1);
    });

    test('two opens at once give one PDF', async () => {
      const { token } = await sharedToken();
      const statuses = (await Promise.all([open(token), open(token), open(token)])).map((response) => response.statusCode).sort();
      assert.deepEqual(statuses, [200, 410, 410]);
    });

    test('an expired link, an unknown token and a missing one are refused, each in words that say nothing of the order', async () => {
      const { token, shareId } = await sharedToken();
      await expire(shareId);
      const expired = await open(token);
      assert.equal(expired.statusCode, 410);
      assert.deepEqual(expired.json(), { message: SHARING_MESSAGES.linkExpired });
      const unknown = await open('A'.repeat(43));
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { message: SHARING_MESSAGES.linkUnknown });
      const missing = await app.inject({ method: 'POST', url: '/api/shared/open', payload: {} });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json<{ modelState: unknown }>().modelState, { token: [SHARING_MESSAGES.tokenRequired] });
      assert.equal((await open('x'.repeat(200))).statusCode, 400);
      // The expired link stays expired: nothing marked it opened.
      assert.equal((await app.db.selectFrom('share_history').select('opened_at').where('id', '=', shareId).executeTakeFirstOrThrow()).opened_at, null);
    });

    test('a link whose document went away is refused and not used up: it opens once the document is back', async () => {
      const { token, shareId } = await sharedToken();
      const bytes = await documents.document(order.orderId, order.apiResultId, 3);
      documents.withdraw(order.orderId, order.apiResultId, 3);
      const refused = await open(token);
      assert.equal(refused.statusCode, 410);
      assert.deepEqual(refused.json(), { message: SHARING_MESSAGES.linkUnavailable });
      assert.equal((await app.db.selectFrom('share_history').select('opened_at').where('id', '=', shareId).executeTakeFirstOrThrow()).opened_at, null);
      documents.publish(order.orderId, order.apiResultId, 3, bytes ?? undefined);
      assert.equal((await open(token)).statusCode, 200);
    });
  });
});
