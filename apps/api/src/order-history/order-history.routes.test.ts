import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ORDER_MESSAGES, type Cart, type OrderActionResult, type OrderHistoryList } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { added, getCart, insertProduct } from '../cart/cart.test-fixtures';
import { createBuyer, paymentRows } from '../checkout/checkout.test-fixtures';
import { signedInAdmin, signIn } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { anotherPaidOrder, insertRequisition, jobsOf, moveAsPartner, paidBuyer } from './order-history.test-fixtures';

// spec/02 2.10 and 7, docs/decisions.md "After the order": the order
// history, cancel, delete and the status list.

type Headers = Record<string, string>;

describe('the order history', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let adminId: string;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    ({ userId: adminId, headers: admin } = await signedInAdmin(app));
  });
  afterAll(() => app.close());

  const history = (headers: Headers, query = '') => app.inject({ method: 'GET', url: `/api/taxonomy/order${query}`, headers });
  const listed = async (headers: Headers, query = '') => {
    const response = await history(headers, query);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<OrderHistoryList>();
  };
  const cancel = (orderId: string, headers: Headers) => app.inject({ method: 'GET', url: `/api/order/cancel/${orderId}`, headers });
  const remove = (orderId: string, headers: Headers) => app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers });
  const statusOf = async (orderId: string) => (await app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

  describe('GET /api/taxonomy/order', () => {
    test("the caller's orders, newest first, paged 10 by default; not carts, not another customer's", async () => {
      const buyer = await paidBuyer(app);
      const second = await anotherPaidOrder(app, buyer.headers);
      const third = await anotherPaidOrder(app, buyer.headers);
      const product = await insertProduct(app);
      const { id: openCart } = await added(app, { productId: product.id }, buyer.headers);
      const stranger = await paidBuyer(app);

      const all = await listed(buyer.headers);
      assert.equal(all.count, 3);
      assert.deepEqual(
        all.items.map((item) => item.id),
        [third, second, buyer.orderId],
      );
      assert.ok(!all.items.some((item) => item.id === openCart || item.id === stranger.orderId));

      const firstPage = await listed(buyer.headers, '?$orderby=CreatedDate desc&$skip=0&$top=2');
      assert.deepEqual([firstPage.count, firstPage.items.map((item) => item.id)], [3, [third, second]]);
      const secondPage = await listed(buyer.headers, '?$skip=2&$top=2');
      assert.deepEqual([secondPage.count, secondPage.items.map((item) => item.id)], [3, [buyer.orderId]]);

      const strangers = await listed(stranger.headers);
      assert.deepEqual(strangers.items.map((item) => item.id), [stranger.orderId]);
    });

    test('twelve orders: ten on the first page, two on the second', async () => {
      const buyer = await paidBuyer(app);
      for (let index = 0; index < 11; index += 1) await anotherPaidOrder(app, buyer.headers);
      const first = await listed(buyer.headers);
      assert.deepEqual([first.count, first.items.length], [12, 10]);
      const second = await listed(buyer.headers, '?$skip=10');
      assert.equal(second.items.length, 2);
      assert.equal(new Set([...first.items, ...second.items].map((item) => item.id)).size, 12);
    });

    test('each entry is what the order get answers, with who it is for, its results and what the caller may do', async () => {
      const buyer = await paidBuyer(app);
      await insertRequisition(app, buyer.orderId, true);
      const [entry] = (await listed(buyer.headers)).items;
      assert.ok(entry);
      const { notices: _notices, ...order } = await getCart(app, buyer.orderId, buyer.headers);
      const { userFullName, results, canCancel, canDelete, ...asGet } = entry;
      assert.deepEqual(asGet, order);
      assert.equal(userFullName, 'Jane Doe');
      assert.deepEqual([canCancel, canDelete], [true, false]);
      const requisition = `REQ-${buyer.orderId.slice(0, 8)}`;
      assert.deepEqual(results, [
        {
          apiResultId: requisition,
          physiciansName: 'Dr. Ada Byron',
          physiciansNPI: '1234567893',
          hasRequisitionPdf: true,
          hasResultsPdf: true,
          requisitionLink: `/api/order/results/download/${buyer.orderId}/${requisition}/1`,
          resultLink: `/api/order/results/download/${buyer.orderId}/${requisition}/3`,
          approvedDate: '2026-11-20T13:00:00.000Z',
          reportedDate: '2026-11-22T13:00:00.000Z',
        },
      ]);
    });

    test('the status mask and the date range (00:00 to 23:59 of the dates given) filter the list', async () => {
      const buyer = await paidBuyer(app);
      const canceled = await anotherPaidOrder(app, buyer.headers);
      assert.equal((await cancel(canceled, buyer.headers)).statusCode, 200);
      assert.deepEqual((await listed(buyer.headers, '?status=64')).items.map((item) => item.id), [canceled]);
      assert.deepEqual((await listed(buyer.headers, '?status=2')).items.map((item) => item.id), [buyer.orderId]);
      assert.equal((await listed(buyer.headers, '?status=66')).count, 2);
      assert.equal((await listed(buyer.headers, '?status=255')).count, 2);

      await app.db.updateTable('orders').set({ created_at: new Date('2026-01-05T23:59:30.000Z') }).where('id', '=', canceled).execute();
      assert.deepEqual((await listed(buyer.headers, '?createdDateFrom=2026-01-05&createdDateTo=2026-01-05')).items.map((item) => item.id), [canceled]);
      assert.equal((await listed(buyer.headers, '?createdDateFrom=2026-01-06')).items.some((item) => item.id === canceled), false);
      assert.equal((await listed(buyer.headers, '?createdDateTo=2026-01-04')).count, 0);
    });

    test('bad paging or filters answer 400; without a session 401', async () => {
      const buyer = await createBuyer(app);
      for (const query of ['?$top=0', '?$top=51', '?$skip=-1', '?status=abc', '?createdDateFrom=05/01/2026', '?$orderby=Number']) {
        assert.equal((await history(buyer.headers, query)).statusCode, 400, query);
      }
      assert.equal((await history({})).statusCode, 401);
    });
  });

  test('GET /api/order/get/{id} of a submitted order answers its payment in transactions[]', async () => {
    const buyer = await paidBuyer(app);
    const order = await getCart(app, buyer.orderId, buyer.headers);
    assert.equal(order.status, 2);
    assert.deepEqual(
      order.transactions.map(({ transactionDate, ...transaction }) => [typeof transactionDate, transaction]),
      [['string', { amount: 39, paymentStatus: 1, cardType: 1, last4: '4242' }]],
    );
  });

  describe('GET /api/order/cancel/{id}', () => {
    test('the owner cancels a Submitted order: Canceled, refunded once in full, the partner told, the change recorded', async () => {
      const buyer = await paidBuyer(app);
      const response = await cancel(buyer.orderId, buyer.headers);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.deepEqual(response.json<OrderActionResult>(), {
        id: buyer.orderId,
        status: 64,
        message: `Order ${buyer.number} was canceled. Your payment of $39.00 is being refunded to your card.`,
      });
      assert.equal(await statusOf(buyer.orderId), 64);
      const refunds = await app.db.selectFrom('payment_refunds').select(['id', 'amount_cents', 'reason']).where('order_id', '=', buyer.orderId).execute();
      assert.deepEqual(refunds.map(({ id: _id, ...refund }) => refund), [{ amount_cents: 3900, reason: 'order_canceled' }]);
      const refundJobs = (await app.db.selectFrom('jobs').select('payload').where('kind', '=', 'checkout.refund').execute()).filter((job) => (job.payload as { refundId?: string }).refundId === refunds[0]?.id);
      assert.equal(refundJobs.length, 1);
      assert.equal((await jobsOf(app, 'partner.cancel', buyer.orderId)).length, 1);
      const changes = await app.db.selectFrom('order_status_history').select(['from_status', 'to_status', 'cause', 'actor_user_id']).where('order_id', '=', buyer.orderId).orderBy('at').execute();
      assert.deepEqual(changes.at(-1), { from_status: 2, to_status: 64, cause: 'canceled by the customer', actor_user_id: buyer.userId });
      // The payment stays: it is refunded, not erased.
      assert.equal((await paymentRows(app, buyer.orderId)).length, 1);

      const again = await cancel(buyer.orderId, buyer.headers);
      assert.deepEqual([again.statusCode, again.json()], [409, { message: ORDER_MESSAGES.cannotCancel }]);
      assert.equal((await app.db.selectFrom('payment_refunds').select('id').where('order_id', '=', buyer.orderId).execute()).length, 1);
    });

    test('In Progress: refused to the customer, allowed to an administrator (who is recorded)', async () => {
      const buyer = await paidBuyer(app);
      await moveAsPartner(app, buyer.orderId, 4);
      const refused = await cancel(buyer.orderId, buyer.headers);
      assert.deepEqual([refused.statusCode, refused.json()], [409, { message: ORDER_MESSAGES.cancelOnlySubmitted }]);
      assert.equal(await statusOf(buyer.orderId), 4);

      const byAdmin = await cancel(buyer.orderId, admin);
      assert.equal(byAdmin.statusCode, 200, byAdmin.body);
      assert.equal(await statusOf(buyer.orderId), 64);
      const last = await app.db.selectFrom('order_status_history').select(['cause', 'actor_user_id']).where('order_id', '=', buyer.orderId).where('to_status', '=', 64).executeTakeFirstOrThrow();
      assert.deepEqual(last, { cause: 'canceled by an administrator', actor_user_id: adminId });
    });

    test('an administrator cancels an ExternalApiError order; nobody cancels a Completed one or a cart', async () => {
      const stuck = await paidBuyer(app);
      await moveAsPartner(app, stuck.orderId, 128);
      assert.equal((await cancel(stuck.orderId, stuck.headers)).statusCode, 409);
      assert.equal((await cancel(stuck.orderId, admin)).statusCode, 200);

      const done = await paidBuyer(app);
      await moveAsPartner(app, done.orderId, 4);
      await moveAsPartner(app, done.orderId, 8);
      const completed = await cancel(done.orderId, admin);
      assert.deepEqual([completed.statusCode, completed.json()], [409, { message: ORDER_MESSAGES.cannotCancel }]);

      const cart = await createBuyer(app);
      assert.equal((await cancel(cart.orderId, cart.headers)).statusCode, 409);
      assert.equal(await statusOf(cart.orderId), 1);
    });

    test('an administrator acting as the customer (login-as) cancels by the customer’s rules and is recorded as the actor', async () => {
      const buyer = await paidBuyer(app);
      const asCustomer = await signIn(app, buyer.userId, { actingAdminId: adminId });
      const response = await cancel(buyer.orderId, asCustomer);
      assert.equal(response.statusCode, 200, response.body);
      const change = await app.db.selectFrom('order_status_history').select(['cause', 'actor_user_id']).where('order_id', '=', buyer.orderId).where('to_status', '=', 64).executeTakeFirstOrThrow();
      assert.deepEqual(change, { cause: 'canceled by an administrator acting for the customer', actor_user_id: adminId });
      // Issue 19: the administrator's act, audited under their own name.
      const audited = await app.db.selectFrom('admin_audit').select(['actor_user_id', 'actor_email', 'action']).where('subject_id', '=', buyer.orderId).execute();
      const adminEmail = (await app.db.selectFrom('users').select('email').where('id', '=', adminId).executeTakeFirstOrThrow()).email;
      assert.deepEqual(audited, [{ actor_user_id: adminId, actor_email: adminEmail, action: 'order.cancel' }]);

      const approved = await paidBuyer(app);
      await moveAsPartner(app, approved.orderId, 4);
      assert.equal((await cancel(approved.orderId, await signIn(app, approved.userId, { actingAdminId: adminId }))).statusCode, 409);
    });

    test("another customer's order is not found (404), and nothing changes; an unknown id is 404 too", async () => {
      const buyer = await paidBuyer(app);
      const stranger = await createBuyer(app);
      const response = await cancel(buyer.orderId, stranger.headers);
      assert.deepEqual([response.statusCode, response.json()], [404, { message: ORDER_MESSAGES.notFound }]);
      assert.equal(await statusOf(buyer.orderId), 2);
      assert.equal((await cancel(randomUUID(), buyer.headers)).statusCode, 404);
      assert.equal((await cancel('not-an-id', buyer.headers)).statusCode, 404);
      assert.equal((await cancel(buyer.orderId, {})).statusCode, 401);
    });

    test("the answer is in the request's language", async () => {
      const buyer = await paidBuyer(app);
      const response = await app.inject({ method: 'GET', url: `/api/order/cancel/${buyer.orderId}`, headers: { ...buyer.headers, 'accept-language': 'es' } });
      assert.equal(response.statusCode, 200, response.body);
      assert.match(response.json<OrderActionResult>().message, new RegExp(`^El pedido ${buyer.number} fue cancelado\\. Se está reembolsando a su tarjeta su pago de \\$39\\.00\\.$`));
    });
  });

  describe('DELETE /api/order/{id}', () => {
    test('the owner removes a canceled order from the history: hidden, its records and payment kept', async () => {
      const buyer = await paidBuyer(app);
      const early = await remove(buyer.orderId, buyer.headers);
      assert.deepEqual([early.statusCode, early.json()], [409, { message: ORDER_MESSAGES.deleteOnlyClosed }]);
      assert.equal((await cancel(buyer.orderId, buyer.headers)).statusCode, 200);
      assert.equal((await listed(buyer.headers)).items[0]?.canDelete, true);

      const stranger = await createBuyer(app);
      assert.equal((await remove(buyer.orderId, stranger.headers)).statusCode, 404);

      const response = await remove(buyer.orderId, buyer.headers);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { id: buyer.orderId, status: 64, message: `Order ${buyer.number} was removed from your order history.` });
      assert.equal((await listed(buyer.headers)).count, 0);
      const row = await app.db.selectFrom('orders').select(['status', 'hidden_at']).where('id', '=', buyer.orderId).executeTakeFirstOrThrow();
      assert.equal(row.status, 64);
      assert.ok(row.hidden_at instanceof Date);
      assert.equal((await paymentRows(app, buyer.orderId)).length, 1);
      assert.equal((await app.db.selectFrom('payment_refunds').select('id').where('order_id', '=', buyer.orderId).execute()).length, 1);
      // Administrators still see it.
      const browse = await app.inject({ method: 'GET', url: `/api/order/browse?number=${buyer.number}`, headers: admin });
      assert.deepEqual(browse.json<OrderHistoryList>().items.map((item) => item.id), [buyer.orderId]);
    });

    test('a rejected order can be removed; a Submitted, In Progress or Completed one cannot, nor a cart by its customer', async () => {
      const rejected = await paidBuyer(app);
      await moveAsPartner(app, rejected.orderId, 16);
      assert.equal((await remove(rejected.orderId, rejected.headers)).statusCode, 200);

      const completed = await paidBuyer(app);
      await moveAsPartner(app, completed.orderId, 4);
      assert.equal((await remove(completed.orderId, completed.headers)).statusCode, 409);
      await moveAsPartner(app, completed.orderId, 8);
      assert.equal((await remove(completed.orderId, completed.headers)).statusCode, 409);
      assert.equal((await remove(completed.orderId, admin)).statusCode, 409);

      const cart = await createBuyer(app);
      assert.equal((await remove(cart.orderId, cart.headers)).statusCode, 409);
      assert.equal(await statusOf(cart.orderId), 1);
    });

    test("an administrator deletes a customer's cart (it holds no money), but not one being paid", async () => {
      const cart = await createBuyer(app);
      const response = await remove(cart.orderId, admin);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(await app.db.selectFrom('orders').select('id').where('id', '=', cart.orderId).executeTakeFirst(), undefined);

      const paying = await createBuyer(app);
      const intent = await app.inject({ method: 'POST', url: '/api/order/checkout/intent', payload: { orderId: paying.orderId }, headers: paying.headers });
      assert.equal(intent.statusCode, 200, intent.body);
      const refused = await remove(paying.orderId, admin);
      assert.deepEqual([refused.statusCode, refused.json()], [409, { message: ORDER_MESSAGES.cartPaymentOpen }]);
    });

    test('the cart routes that share the path keep working', async () => {
      const buyer = await createBuyer(app);
      const product = await insertProduct(app);
      const { newItemId } = await added(app, { orderId: buyer.orderId, productId: product.id }, buyer.headers);
      const one = await app.inject({ method: 'DELETE', url: `/api/order/${buyer.orderId}/item/${newItemId}`, headers: buyer.headers });
      assert.equal(one.statusCode, 200, one.body);
      assert.equal(one.json<Cart>().items.length, 1);
      const all = await app.inject({ method: 'DELETE', url: `/api/order/${buyer.orderId}/items`, headers: buyer.headers });
      assert.equal(all.statusCode, 200, all.body);
      assert.equal(all.json<Cart>().items.length, 0);
    });
  });

  test('GET /api/order/status/browse/62: the status lookup, public, in the request language', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/order/status/browse/62' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      items: [
        { id: 1, name: 'Cart' },
        { id: 2, name: 'Submitted' },
        { id: 4, name: 'In Progress' },
        { id: 8, name: 'Completed' },
        { id: 16, name: 'Rejected' },
        { id: 32, name: 'Declined' },
        { id: 64, name: 'Canceled' },
        { id: 128, name: 'ExternalApiError' },
        { id: 256, name: 'NewRepeatOrder' },
      ],
    });
    const spanish = await app.inject({ method: 'GET', url: '/api/order/status/browse/62', headers: { 'accept-language': 'es' } });
    assert.equal(spanish.json<{ items: Array<{ name: string }> }>().items[6]?.name, 'Cancelado');
  });
});
