import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ADMIN_TRANSACTION_MESSAGES,
  ORDER_MESSAGES,
  QUASI_SESSION_LIFETIME_SECONDS,
  TOKEN_ERROR_MESSAGES,
  type AdminTransactionList,
  type AddToCartResponse,
  type Cart,
  type OrderActionResult,
  type QuasiSession,
  type QuasiSessionEnded,
} from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { insertPromo } from '../cart/cart.test-fixtures';
import { createBuyer, insertApprovedProduct } from '../checkout/checkout.test-fixtures';
import { moveAsPartner, paidBuyer } from '../order-history/order-history.test-fixtures';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { createTestUser, signedInAdmin, signIn, type TestUser } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// Issue 19, spec/03 2 Transactions, 4, 7 Orders, 9: the administrators'
// order list and its filters, cancel and remove of any customer's order, and
// the temporary quasi-admin session the tab changes a customer's cart with
// (docs/api-admin.md "Transactions").

type Headers = Record<string, string>;
const ADDRESS = '203.0.113.19';

describe('the Transactions tab’s calls', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let adminId: string;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    ({ userId: adminId, headers: admin } = await signedInAdmin(app));
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) });
  const browse = async (query: string) => {
    const response = await call('GET', `/api/order/browse?${query}`, admin);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AdminTransactionList>();
  };
  const auditOf = (subjectId: string) =>
    app.db.selectFrom('admin_audit').select(['actor_user_id', 'action', 'subject_kind', 'before', 'after', 'client_address']).where('subject_id', '=', subjectId).orderBy('at').execute();
  const statusOf = async (orderId: string) => (await app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

  /** A customer with a name no one else has, and orders made in SQL at the given times, oldest first. */
  async function customerWithOrders(times: readonly string[], status = 2): Promise<{ user: TestUser; lastName: string; orderIds: string[] }> {
    const lastName = `Tx${randomUUID().slice(0, 8)}`;
    const user = await createTestUser(app, { firstName: 'Rosa', lastName });
    const orderIds: string[] = [];
    for (const at of times) {
      const row = await app.db
        .insertInto('orders')
        .values({ user_id: user.userId, profile_id: user.profileId, status, order_total_cents: 3900, sub_total_cents: 3900, created_at: new Date(at), submitted_at: new Date(at) })
        .returning('id')
        .executeTakeFirstOrThrow();
      orderIds.push(row.id);
    }
    return { user, lastName, orderIds };
  }

  test('every call: 401 anonymous, 403 customer', async () => {
    const customer = await createBuyer(app);
    const calls: Array<[method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object]> = [
      ['GET', '/api/order/browse?status=255'],
      ['POST', '/api/account/quasiSession', { userId: customer.userId }],
      ['DELETE', `/api/account/quasiSession/${randomUUID()}`],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, {}, payload);
      assert.deepEqual([anonymous.statusCode, anonymous.json()], [401, { message: UNAUTHORIZED_MESSAGE }], url);
      const forbidden = await call(method, url, customer.headers, payload);
      assert.deepEqual([forbidden.statusCode, forbidden.json()], [403, { message: FORBIDDEN_MESSAGE }], url);
    }
  });

  test('the list: status flags (255 all), number or user search, 00:00 to 23:59 of the days, paged 10', async () => {
    // Two just inside 10 March (UTC), one on each side of it.
    const { user, lastName, orderIds } = await customerWithOrders(['2026-03-09T23:59:59.999Z', '2026-03-10T00:00:00.000Z', '2026-03-10T23:59:30.000Z', '2026-03-11T00:00:00.000Z']);
    const [before, first, last, after] = orderIds;
    const ids = (list: AdminTransactionList) => list.items.map((item) => item.id);

    const all = await browse(`searchUser=${lastName}&status=255`);
    assert.deepEqual([all.count, ids(all)], [4, [after, last, first, before]]);
    const row = all.items[0];
    assert.deepEqual([row?.userId, row?.userFullName, row?.userEmail, row?.patientFullName, row?.status], [user.userId, `Rosa ${lastName}`, user.email, null, 2]);

    const day = await browse(`searchUser=${lastName}&createdDateFrom=2026-03-10T00:00:00.000Z&createdDateTo=2026-03-10T23:59:00.000Z`);
    assert.deepEqual(ids(day), [last, first]);
    assert.deepEqual(ids(await browse(`searchUser=${lastName}&createdDateFrom=2026-03-10&createdDateTo=2026-03-10`)), [last, first]);

    // Each flag selects its status; a mask sums them; 255 is all.
    await moveAsPartner(app, first!, 4);
    await moveAsPartner(app, last!, 16);
    assert.deepEqual(ids(await browse(`searchUser=${lastName}&status=4`)), [first]);
    assert.deepEqual(ids(await browse(`searchUser=${lastName}&status=16`)), [last]);
    assert.deepEqual(ids(await browse(`searchUser=${lastName}&status=20`)), [last, first]);
    assert.deepEqual(ids(await browse(`searchUser=${lastName}&status=2`)), [after, before]);
    assert.deepEqual((await browse(`searchUser=${lastName}&status=8`)).count, 0);

    // Search: a number first (before a dash) is the order number; anything else is part of a name or e-mail, any case.
    const number = (await app.db.selectFrom('orders').select('number').where('id', '=', first!).executeTakeFirstOrThrow()).number;
    assert.deepEqual(ids(await browse(`search=${number}-ROSA`)), [first]);
    assert.deepEqual(ids(await browse(`number=${number}`)), [first]);
    assert.equal((await browse(`search=${lastName.toUpperCase()}`)).count, 4);
    assert.equal((await browse(`search=${encodeURIComponent(user.email.slice(0, 20))}`)).count, 4);
    assert.equal((await browse(`searchUser=${lastName.slice(0, 4)}%25`)).count, 0);

    // Paging: 10 a page by default, $skip and $top otherwise, count is every match.
    const page = await browse(`searchUser=${lastName}&$top=3&$skip=2`);
    assert.deepEqual([page.count, ids(page)], [4, [first, before]]);
    assert.ok((await browse('status=255')).items.length <= 10);
    for (const bad of ['$top=51', '$skip=-1', 'createdDateFrom=10-03-2026', 'isPromo=yes', 'status=512']) {
      assert.equal((await call('GET', `/api/order/browse?${bad}`, admin)).statusCode, 400, bad);
    }
  });

  test('the list: the promo and free-only checkboxes, and each row’s columns and items', async () => {
    const { lastName, orderIds } = await customerWithOrders(['2026-04-01T10:00:00.000Z', '2026-04-02T10:00:00.000Z', '2026-04-03T10:00:00.000Z']);
    const [plain, promoted, free] = orderIds;
    const promo = await insertPromo(app);
    await app.db.updateTable('orders').set({ promo_code_id: promo.id }).where('id', '=', promoted!).execute();
    await app.db.updateTable('orders').set({ is_payment_skipped: true, order_total_cents: 0, sub_total_cents: 0 }).where('id', '=', free!).execute();
    const ids = (list: AdminTransactionList) => list.items.map((item) => item.id);

    assert.deepEqual(ids(await browse(`searchUser=${lastName}&isPromo=true`)), [promoted]);
    assert.deepEqual(ids(await browse(`searchUser=${lastName}&isFree=true`)), [free]);
    assert.deepEqual(ids(await browse(`searchUser=${lastName}&isPromo=false&isFree=false`)), [free, promoted, plain]);
    const rows = (await browse(`searchUser=${lastName}`)).items;
    assert.deepEqual(
      rows.map((row) => [row.promoCode, row.isPaymentSkipped, row.submittedDate]),
      [
        [null, true, '2026-04-03T10:00:00.000Z'],
        [promo.code, false, '2026-04-02T10:00:00.000Z'],
        [null, false, '2026-04-01T10:00:00.000Z'],
      ],
    );

    // A real order's items: the product's name, slug and type, its members, isChild.
    const buyer = await paidBuyer(app);
    const [row] = (await browse(`number=${buyer.number}`)).items;
    const { slug } = await app.db.selectFrom('products').select('slug').where('id', '=', buyer.product.id).executeTakeFirstOrThrow();
    assert.deepEqual(row?.items.map((item) => [item.product.id, item.product.name, item.product.slug, item.product.productType, item.children, item.isChild]), [
      [buyer.product.id, buyer.product.name, slug, 1, [], false],
    ]);
    assert.deepEqual([row?.orderTotal, row?.transactions.length, row?.canCancel, row?.canDelete, row?.isRemovedFromHistory], [39, 1, true, false, false]);
  });

  test('cancel (2 or 4 to 64) of any customer’s paid order: refunded in full, audited; refusals 409', async () => {
    const buyer = await paidBuyer(app);
    const canceled = await call('GET', `/api/order/cancel/${buyer.orderId}`, admin);
    assert.equal(canceled.statusCode, 200, canceled.body);
    assert.deepEqual(canceled.json<OrderActionResult>().status, 64);
    assert.equal(await statusOf(buyer.orderId), 64);
    const refunds = await app.db.selectFrom('payment_refunds').select(['amount_cents', 'reason']).where('order_id', '=', buyer.orderId).execute();
    assert.deepEqual(refunds, [{ amount_cents: 3900, reason: 'order_canceled' }]);
    assert.deepEqual(await auditOf(buyer.orderId), [
      { actor_user_id: adminId, action: 'order.cancel', subject_kind: 'order', before: { status: 2 }, after: { status: 64, refundedCents: 3900 }, client_address: ADDRESS },
    ]);

    const approved = await paidBuyer(app);
    await moveAsPartner(app, approved.orderId, 4);
    assert.equal((await call('GET', `/api/order/cancel/${approved.orderId}`, admin)).statusCode, 200);
    assert.equal(await statusOf(approved.orderId), 64);

    // Canceled, Completed and carts stay as they are, and no row is written.
    const completed = await paidBuyer(app);
    await moveAsPartner(app, completed.orderId, 4);
    await moveAsPartner(app, completed.orderId, 8);
    const cart = await createBuyer(app);
    for (const orderId of [buyer.orderId, completed.orderId, cart.orderId]) {
      const refused = await call('GET', `/api/order/cancel/${orderId}`, admin);
      assert.deepEqual([refused.statusCode, refused.json()], [409, { message: ORDER_MESSAGES.cannotCancel }]);
    }
    assert.deepEqual(await auditOf(completed.orderId), []);
    assert.equal((await call('GET', `/api/order/cancel/${randomUUID()}`, admin)).statusCode, 404);
  });

  test('remove (1 or 16): a cart is deleted, a rejected order leaves the customer’s history; audited; refusals 409', async () => {
    const cart = await createBuyer(app);
    const deleted = await call('DELETE', `/api/order/${cart.orderId}`, admin);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(await app.db.selectFrom('orders').select('id').where('id', '=', cart.orderId).executeTakeFirst(), undefined);
    assert.deepEqual(await auditOf(cart.orderId), [
      { actor_user_id: adminId, action: 'order.remove', subject_kind: 'order', before: { status: 1, removedFromHistory: false }, after: { status: 1, deleted: true }, client_address: ADDRESS },
    ]);

    const rejected = await paidBuyer(app);
    await moveAsPartner(app, rejected.orderId, 16);
    assert.equal((await call('DELETE', `/api/order/${rejected.orderId}`, admin)).statusCode, 200);
    const [row] = (await browse(`number=${rejected.number}`)).items;
    assert.deepEqual([row?.status, row?.isRemovedFromHistory, row?.canDelete], [16, true, false]);
    const history = (await call('GET', '/api/taxonomy/order?status=255', rejected.headers)).json<{ count: number }>();
    assert.equal(history.count, 0);
    assert.deepEqual((await auditOf(rejected.orderId)).map((audit) => [audit.action, audit.before, audit.after]), [
      ['order.remove', { status: 16, removedFromHistory: false }, { status: 16, removedFromHistory: true }],
    ]);

    const submitted = await paidBuyer(app);
    const refused = await call('DELETE', `/api/order/${submitted.orderId}`, admin);
    assert.deepEqual([refused.statusCode, refused.json()], [409, { message: ORDER_MESSAGES.adminDeleteRefused }]);
    assert.equal(await statusOf(submitted.orderId), 2);
    assert.deepEqual(await auditOf(submitted.orderId), []);
  });

  test('the temporary quasi-admin session: open, add to the status-1 order, remove, end; the token refused afterwards', async () => {
    const customer = await createBuyer(app);
    // An older status-1 order of the customer: the tab changes that very order, not the newest cart.
    const { profile_id: profileId } = await app.db.selectFrom('orders').select('profile_id').where('id', '=', customer.orderId).executeTakeFirstOrThrow();
    const older = await app.db
      .insertInto('orders')
      .values({ user_id: customer.userId, profile_id: profileId, status: 1, created_at: new Date('2026-01-02T10:00:00.000Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = await insertApprovedProduct(app);

    const opened = await call('POST', '/api/account/quasiSession', admin, { userId: customer.userId });
    assert.equal(opened.statusCode, 200, opened.body);
    assert.equal(opened.headers['cache-control'], 'no-store');
    const session = opened.json<QuasiSession>();
    assert.deepEqual([session.userId, session.orderId, session.token_type], [customer.userId, customer.orderId, 'bearer']);
    assert.ok(session.expires_in <= QUASI_SESSION_LIFETIME_SECONDS && session.expires_in > 0);
    const stored = await app.db.selectFrom('sessions').select(['is_quasi_admin', 'acting_admin_id', 'expires_at']).where('id', '=', session.sessionId).executeTakeFirstOrThrow();
    assert.deepEqual([stored.is_quasi_admin, stored.acting_admin_id], [true, adminId]);
    assert.ok(stored.expires_at.getTime() <= Date.now() + QUASI_SESSION_LIFETIME_SECONDS * 1000);
    const asCustomer = { authorization: `Bearer ${session.access_token}` };

    const add = await call('POST', '/api/order/add', asCustomer, { orderId: older.id, productId: product.id });
    assert.equal(add.statusCode, 200, add.body);
    const answer = add.json<AddToCartResponse>();
    assert.equal(answer.id, older.id);
    assert.deepEqual(answer.cart.items.map((item) => item.product.id), [product.id]);
    const removed = await call('DELETE', `/api/order/${older.id}/item/${answer.newItemId}`, asCustomer);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.json<Cart>().items, []);

    const ended = await call('DELETE', `/api/account/quasiSession/${session.sessionId}`, admin);
    assert.deepEqual([ended.statusCode, ended.json<QuasiSessionEnded>()], [200, { sessionId: session.sessionId, ended: true }]);
    const afterwards = await call('POST', '/api/order/add', asCustomer, { orderId: older.id, productId: product.id });
    assert.equal(afterwards.statusCode, 401);
    assert.equal((await call('DELETE', `/api/order/${customer.orderId}/item/${randomUUID()}`, asCustomer)).statusCode, 401);
    // Ending again is harmless: a `finally` may always call it.
    assert.deepEqual((await call('DELETE', `/api/account/quasiSession/${session.sessionId}`, admin)).json<QuasiSessionEnded>(), { sessionId: session.sessionId, ended: false });

    // Each change made with it is the administrator's.
    assert.deepEqual(
      (await auditOf(older.id)).map((audit) => [audit.actor_user_id, audit.action, audit.before, audit.after, audit.client_address]),
      [
        [adminId, 'order.add-item', null, { itemId: answer.newItemId, productId: product.id }, ADDRESS],
        [adminId, 'order.remove-item', { itemId: answer.newItemId, productId: product.id }, null, ADDRESS],
      ],
    );
    assert.deepEqual(
      (await auditOf(customer.userId)).map((audit) => [audit.actor_user_id, audit.action, audit.subject_kind, audit.client_address]),
      [
        [adminId, 'quasi-session.open', 'user', ADDRESS],
        [adminId, 'quasi-session.end', 'user', ADDRESS],
      ],
    );
  });

  test('a failed add still leaves the session endable; who may be opened, and whose session may be ended', async () => {
    const customer = await createBuyer(app);
    const session = (await call('POST', '/api/account/quasiSession', admin, { userId: customer.userId })).json<QuasiSession>();
    const failed = await call('POST', '/api/order/add', { authorization: `Bearer ${session.access_token}` }, { orderId: customer.orderId, productId: randomUUID() });
    assert.equal(failed.statusCode, 404);
    assert.deepEqual((await call('DELETE', `/api/account/quasiSession/${session.sessionId}`, admin)).json<QuasiSessionEnded>(), { sessionId: session.sessionId, ended: true });
    assert.equal((await call('GET', `/api/order/get/${customer.orderId}`, { authorization: `Bearer ${session.access_token}` })).statusCode, 401);

    const unknown = await call('POST', '/api/account/quasiSession', admin, { userId: randomUUID() });
    assert.deepEqual([unknown.statusCode, unknown.json()], [404, { message: ADMIN_TRANSACTION_MESSAGES.noSuchUser }]);
    const otherAdmin = await createTestUser(app, { admin: true });
    const ofAdmin = await call('POST', '/api/account/quasiSession', admin, { userId: otherAdmin.userId });
    assert.deepEqual([ofAdmin.statusCode, ofAdmin.json()], [403, { message: ACCOUNT_MESSAGES.loginAsAdministrator }]);
    const disabled = await createBuyer(app);
    await app.db.updateTable('users').set({ is_active: false }).where('id', '=', disabled.userId).execute();
    const ofDisabled = await call('POST', '/api/account/quasiSession', admin, { userId: disabled.userId });
    assert.deepEqual([ofDisabled.statusCode, ofDisabled.json()], [400, { message: TOKEN_ERROR_MESSAGES.disabled }]);

    // Another administrator cannot end this one's session, nor anyone a customer's own session.
    const live = (await call('POST', '/api/account/quasiSession', admin, { userId: customer.userId })).json<QuasiSession>();
    const stranger = await signIn(app, otherAdmin.userId);
    assert.equal((await call('DELETE', `/api/account/quasiSession/${live.sessionId}`, stranger)).statusCode, 404);
    const own = await app.db.selectFrom('sessions').select('id').where('user_id', '=', customer.userId).where('is_quasi_admin', '=', false).executeTakeFirstOrThrow();
    assert.equal((await call('DELETE', `/api/account/quasiSession/${own.id}`, admin)).statusCode, 404);
    assert.equal((await call('DELETE', `/api/account/quasiSession/${live.sessionId}`, admin)).json<QuasiSessionEnded>().ended, true);
  });
});
