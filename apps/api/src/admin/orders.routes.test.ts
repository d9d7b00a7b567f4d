import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '../plugins/auth';
import { ORDER_MESSAGES, type AdminTransactionList, type OrderActionResult } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { createBuyer } from '../checkout/checkout.test-fixtures';
import { jobsOf, moveAsPartner, paidBuyer } from '../order-history/order-history.test-fixtures';
import { signedInAdmin } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';

// spec/03 7 Orders and docs/decisions.md "After the order": every order for
// administrators, and approve, which asks the partner and never approves.

type Headers = Record<string, string>;

describe('the administrators’ order routes', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let adminId: string;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    ({ userId: adminId, headers: admin } = await signedInAdmin(app));
  });
  afterAll(() => app.close());

  const browse = (query: string, headers: Headers) => app.inject({ method: 'GET', url: `/api/order/browse${query}`, headers });
  const approve = (orderId: string, headers: Headers) => app.inject({ method: 'GET', url: `/api/order/approve/${orderId}`, headers });
  const statusOf = async (orderId: string) => (await app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

  test('anonymous callers get 401 and customers 403', async () => {
    const buyer = await paidBuyer(app);
    for (const request of [() => browse('', {}), () => approve(buyer.orderId, {})]) {
      const response = await request();
      assert.deepEqual([response.statusCode, response.json()], [401, { message: UNAUTHORIZED_MESSAGE }]);
    }
    for (const request of [() => browse('', buyer.headers), () => approve(buyer.orderId, buyer.headers)]) {
      const response = await request();
      assert.deepEqual([response.statusCode, response.json()], [403, { message: FORBIDDEN_MESSAGE }]);
    }
    assert.equal(await statusOf(buyer.orderId), 2);
  });

  test('GET /api/order/browse: every customer’s orders and carts, newest first, by mask and by number, 10 a page', async () => {
    const first = await paidBuyer(app);
    const second = await paidBuyer(app);
    const cart = await createBuyer(app);

    const everything = await browse('', admin);
    assert.equal(everything.statusCode, 200, everything.body);
    assert.equal(everything.headers['cache-control'], 'no-store');
    const all = everything.json<AdminTransactionList>();
    assert.ok(all.items.length <= 10);
    assert.deepEqual(all.items.slice(0, 3).map((item) => item.id), [cart.orderId, second.orderId, first.orderId]);

    const submitted = (await browse('?status=2&$top=50', admin)).json<AdminTransactionList>();
    assert.ok(submitted.items.every((item) => item.status === 2));
    assert.ok(submitted.items.some((item) => item.id === first.orderId));

    const byNumber = (await browse(`?search=${first.number}-2026`, admin)).json<AdminTransactionList>();
    assert.deepEqual([byNumber.count, byNumber.items.map((item) => [item.id, item.userFullName, item.canCancel, item.canDelete])], [1, [[first.orderId, 'Jane Doe', true, false]]]);
    const cartEntry = (await browse('?status=1&$top=50', admin)).json<AdminTransactionList>().items.find((item) => item.id === cart.orderId);
    assert.deepEqual([cartEntry?.canCancel, cartEntry?.canDelete], [false, true]);

    // Otherwise by user: a name or e-mail of one of the customer's profiles, wildcards taken literally.
    const zelda = await paidBuyer(app, { firstName: 'Zelda', lastName: 'Quist' });
    const byName = (await browse('?search=zelda%20qu', admin)).json<AdminTransactionList>();
    assert.deepEqual(byName.items.map((item) => [item.id, item.userFullName]), [[zelda.orderId, 'Zelda Quist']]);
    assert.equal((await browse('?search=%25', admin)).json<AdminTransactionList>().count, 0);
    assert.equal((await browse('?search=nobody-at-all', admin)).json<AdminTransactionList>().count, 0);
  });

  // The app's job worker runs in the background: each paid order is first sent to the (sandbox) partner, which is drained here.
  const paidAndSent = async () => {
    const buyer = await paidBuyer(app);
    await app.jobs.drain();
    return buyer;
  };

  test('approve: an order the partner never received is submitted to it; one it has is asked about now', async () => {
    const buyer = await paidAndSent();
    // As if the first submission had been lost.
    await app.db.deleteFrom('partner_orders').where('order_id', '=', buyer.orderId).execute();
    const submissions = (await jobsOf(app, 'partner.submit', buyer.orderId)).length;
    const sent = await approve(buyer.orderId, admin);
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(sent.json<OrderActionResult>(), { id: buyer.orderId, status: 2, message: `Order ${buyer.number} was sent to the physician for approval.` });
    assert.equal((await jobsOf(app, 'partner.submit', buyer.orderId)).length, submissions + 1);
    await app.jobs.drain();
    assert.equal(await statusOf(buyer.orderId), 2);

    const polls = (await jobsOf(app, 'partner.poll', buyer.orderId)).length;
    const asked = await approve(buyer.orderId, admin);
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal(asked.json<OrderActionResult>().message, `The lab partner was asked about order ${buyer.number} now.`);
    // The poll asked for, and (as the worker may already have run it) the next one it queued for the slot.
    assert.ok((await jobsOf(app, 'partner.poll', buyer.orderId)).length > polls);
    await app.jobs.drain();
    // Never approved by the call itself: the sandbox's physician decides at the next approval slot.
    assert.equal(await statusOf(buyer.orderId), 2);
  });

  test('approve takes an ExternalApiError order back to where it was, the administrator recorded', async () => {
    const submitted = await paidAndSent();
    await moveAsPartner(app, submitted.orderId, 128);
    const back = await approve(submitted.orderId, admin);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json<OrderActionResult>().status, 2);
    assert.equal(await statusOf(submitted.orderId), 2);
    const change = await app.db.selectFrom('order_status_history').select(['from_status', 'to_status', 'cause', 'actor_user_id']).where('order_id', '=', submitted.orderId).orderBy('at', 'desc').limit(1).executeTakeFirstOrThrow();
    assert.deepEqual(change, { from_status: 128, to_status: 2, cause: 'retried by an administrator', actor_user_id: adminId });

    const approved = await paidAndSent();
    await moveAsPartner(app, approved.orderId, 4);
    await moveAsPartner(app, approved.orderId, 128);
    const polls = (await jobsOf(app, 'partner.poll', approved.orderId)).length;
    const resumed = await approve(approved.orderId, admin);
    assert.equal(resumed.statusCode, 200, resumed.body);
    assert.equal(await statusOf(approved.orderId), 4);
    assert.ok((await jobsOf(app, 'partner.poll', approved.orderId)).length > polls);
  });

  test('approve refuses a cart and a closed order (409), and an unknown one (404)', async () => {
    const cart = await createBuyer(app);
    assert.deepEqual([(await approve(cart.orderId, admin)).statusCode, (await approve(cart.orderId, admin)).json()], [409, { message: ORDER_MESSAGES.cannotApprove }]);
    const canceled = await paidBuyer(app);
    assert.equal((await app.inject({ method: 'GET', url: `/api/order/cancel/${canceled.orderId}`, headers: canceled.headers })).statusCode, 200);
    assert.equal((await approve(canceled.orderId, admin)).statusCode, 409);
    assert.equal((await approve('00000000-0000-4000-8000-000000000000', admin)).statusCode, 404);
  });
});
