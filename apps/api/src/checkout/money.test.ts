import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { CART_MESSAGES, PROMO_MESSAGES, type Cart } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { added, insertPromo } from '../cart/cart.test-fixtures';
import { ordersRepository } from '../orders/orders.repository';
import { promoUses } from '../promo/promo-uses';
import { buildTestApp } from '../testing/test-app';
import { CHECKOUT_MESSAGES, refundMessage } from './checkout-messages';
import { BUYER_TOTAL_CENTS, confirmationRequest, createBuyer, createIntent, insertApprovedProduct, intentRequest, orderRow, paymentRows, type Buyer } from './checkout.test-fixtures';
import { settlePayment } from './order-submission';
import { SETTLE_ATTEMPT_JOB } from '../orders/payment-jobs.kinds';

// Issue 14: the money taken always equals the totals of submitted orders,
// through the sandbox provider (docs/security.md "Money"). The Stripe adapter
// is held to the same paths in checkout-stripe.test.ts.

const RAN_OUT: readonly string[] = [PROMO_MESSAGES.usedUp, CART_MESSAGES.promoReapplyFailed];

describe('money taken equals the totals of submitted orders (sandbox)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  /** What the sandbox holds of the order's money: taken, minus given back. */
  async function moneyKept(orderId: string): Promise<number> {
    const rows = await app.db.selectFrom('sandbox_payment_intents').select(['amount_cents', 'refunded_cents']).where('order_id', '=', orderId).where('status', '=', 'succeeded').execute();
    return rows.reduce((sum, row) => sum + row.amount_cents - row.refunded_cents, 0);
  }

  async function submittedTotal(orderId: string): Promise<number> {
    const order = await orderRow(app, orderId);
    return order.status === 1 ? 0 : order.order_total_cents;
  }

  async function intentStatus(intentId: string): Promise<string> {
    return (await app.db.selectFrom('sandbox_payment_intents').select('status').where('id', '=', intentId).executeTakeFirstOrThrow()).status;
  }

  const addTest = async (buyer: Buyer, cents = 3700) => added(app, { orderId: buyer.orderId, productId: (await insertApprovedProduct(app, { masterCents: cents })).id }, buyer.headers);
  const removeLine = (buyer: Buyer, itemId: string) => app.inject({ method: 'DELETE', url: `/api/order/${buyer.orderId}/item/${itemId}`, headers: buyer.headers });
  const applyCode = (buyer: Buyer, code: string) => app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId: buyer.orderId, code }, headers: buyer.headers });
  const payByCard = (buyer: Buyer, paymentMethodId = 'pm_card_visa') => confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId }, buyer.headers);
  const confirmFree = (buyer: Buyer) => app.inject({ method: 'POST', url: `/api/order/checkout/confirmation/free/${buyer.orderId}`, headers: buyer.headers });
  /** What Stripe.js does in the browser: the card pays the intent without our server. */
  const payInBrowser = (intentId: string) => app.paymentProvider.confirmIntent(intentId, 'pm_card_visa', { saveForLater: false });
  /** Jobs run later by the queue (recovery, lifetime) are made due now. */
  async function runDelayedJobs(): Promise<void> {
    await app.db.updateTable('jobs').set({ run_at: sql<Date>`now()` }).where('kind', '=', SETTLE_ATTEMPT_JOB).where('done_at', 'is', null).execute();
    await app.jobs.drain();
  }

  test('a card is not charged for a cart that changed after its intent: added, removed, or made free by a code', async () => {
    const added = await createBuyer(app);
    const first = await createIntent(app, added);
    await addTest(added);
    const refused = await payByCard(added);
    assert.equal(refused.statusCode, 409, refused.body);
    // Canceled by the confirmation's own check, or already by the cart change's job: nothing taken either way.
    assert.ok(([CHECKOUT_MESSAGES.totalChanged, CHECKOUT_MESSAGES.paymentCanceled] as string[]).includes(refused.json<{ message: string }>().message), refused.body);
    assert.equal(await intentStatus(first.paymentIntentId), 'canceled');
    assert.equal(await moneyKept(added.orderId), 0);
    await createIntent(app, added);
    assert.equal((await payByCard(added)).statusCode, 200);
    assert.equal(await moneyKept(added.orderId), BUYER_TOTAL_CENTS + 3700);
    assert.equal(await submittedTotal(added.orderId), BUYER_TOTAL_CENTS + 3700);

    const removed = await createBuyer(app);
    const line = await addTest(removed, 2000);
    await createIntent(app, removed);
    assert.equal((await removeLine(removed, line.newItemId)).statusCode, 200);
    assert.equal((await payByCard(removed)).statusCode, 409);
    assert.equal(await moneyKept(removed.orderId), 0);

    const madeFree = await createBuyer(app);
    await createIntent(app, madeFree);
    const free = await insertPromo(app, { discount_value: 10_000, is_physician_oversight_fee_discount: true, is_lab_draw_fee_discount: true });
    assert.equal((await applyCode(madeFree, free.code)).statusCode, 200);
    assert.equal((await payByCard(madeFree)).statusCode, 409);
    assert.equal((await confirmFree(madeFree)).statusCode, 200);
    assert.equal(await moneyKept(madeFree.orderId), 0);
  });

  test("a cart change cancels the open intent itself, so the browser's confirmation finds it canceled", async () => {
    const buyer = await createBuyer(app);
    const intent = await createIntent(app, buyer);
    await addTest(buyer);
    await app.jobs.drain();
    assert.equal(await intentStatus(intent.paymentIntentId), 'canceled');
    const paidInBrowser = await payInBrowser(intent.paymentIntentId);
    assert.equal(paidInBrowser.status, 'canceled');
    const confirmed = await confirmationRequest(app, { orderId: buyer.orderId }, buyer.headers);
    assert.equal(confirmed.statusCode, 409);
    assert.deepEqual(confirmed.json(), { message: CHECKOUT_MESSAGES.paymentCanceled });
    assert.equal(await moneyKept(buyer.orderId), 0);
  });

  test('money taken in a race with a cart change is refunded through the provider, recorded, and the customer is told', async () => {
    const buyer = await createBuyer(app);
    const intent = await createIntent(app, buyer);
    // The browser paid, then the cart changed before the confirmation reached us.
    await payInBrowser(intent.paymentIntentId);
    await addTest(buyer);
    await app.jobs.drain();
    assert.equal(await moneyKept(buyer.orderId), 0);
    const refund = await app.db.selectFrom('payment_refunds').select(['status', 'reason', 'amount_cents', 'provider_refund_id']).where('order_id', '=', buyer.orderId).executeTakeFirstOrThrow();
    assert.deepEqual({ ...refund, provider_refund_id: refund.provider_refund_id?.startsWith('re_sandbox_') }, { status: 'refunded', reason: 'total_changed', amount_cents: BUYER_TOTAL_CENTS, provider_refund_id: true });
    const told = await confirmationRequest(app, { orderId: buyer.orderId }, buyer.headers);
    assert.equal(told.statusCode, 409);
    assert.deepEqual(told.json(), { message: refundMessage('total_changed', BUYER_TOTAL_CENTS) });
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    assert.deepEqual(await paymentRows(app, buyer.orderId), []);
  });

  test('an instance that stopped between the charge and the order: the recovery job makes the order once', async () => {
    const buyer = await createBuyer(app);
    const intent = await createIntent(app, buyer);
    await payInBrowser(intent.paymentIntentId);
    await runDelayedJobs();
    assert.equal((await orderRow(app, buyer.orderId)).status, 2);
    assert.equal((await paymentRows(app, buyer.orderId)).length, 1);
    assert.equal(await moneyKept(buyer.orderId), await submittedTotal(buyer.orderId));
  });

  test('an intent left unpaid past its lifetime is canceled and gives its promo use back', async () => {
    const buyer = await createBuyer(app);
    const promo = await insertPromo(app, { total_use_limit: 1 });
    assert.equal((await applyCode(buyer, promo.code)).statusCode, 200);
    const intent = await createIntent(app, buyer);
    const used = async () => (await app.db.selectFrom('promo_codes').select('total_used').where('id', '=', promo.id).executeTakeFirstOrThrow()).total_used;
    assert.equal(await used(), 1);
    await runDelayedJobs();
    assert.equal(await intentStatus(intent.paymentIntentId), 'canceled');
    assert.equal(await used(), 0);
  });

  test('a code limited to 2 uses, applied by 10 customers who pay at once: 2 orders, the others told before paying', async () => {
    const promo = await insertPromo(app, { total_use_limit: 2 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createBuyer(app)));
    for (const buyer of buyers) assert.equal((await applyCode(buyer, promo.code)).statusCode, 200);
    const intents = await Promise.all(buyers.map((buyer) => intentRequest(app, buyer.orderId, buyer.headers)));
    const refused = intents.filter((response) => response.statusCode === 409);
    assert.equal(refused.length, 8);
    // Told before paying: the code removed by the cart's re-check (spec/02 4.4), or refused by the atomic hold.
    for (const response of refused) assert.ok(RAN_OUT.includes(response.json<{ message: string }>().message), response.body);
    const confirmations = await Promise.all(buyers.map((buyer) => payByCard(buyer)));
    assert.equal(confirmations.filter((response) => response.statusCode === 200).length, 2);
    let submitted = 0;
    for (const buyer of buyers) {
      assert.equal(await moneyKept(buyer.orderId), await submittedTotal(buyer.orderId));
      if ((await orderRow(app, buyer.orderId)).status === 2) submitted += 1;
    }
    assert.equal(submitted, 2);
    const code = await app.db.selectFrom('promo_codes').select('total_used').where('id', '=', promo.id).executeTakeFirstOrThrow();
    assert.equal(code.total_used, 2);
  });

  test('a free code limited to 2 uses, confirmed by 10 customers at once: 2 free orders; one customer limited to 1 use gets 1', async () => {
    const promo = await insertPromo(app, { total_use_limit: 2, discount_value: 10_000, is_physician_oversight_fee_discount: true, is_lab_draw_fee_discount: true });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createBuyer(app)));
    for (const buyer of buyers) assert.equal((await applyCode(buyer, promo.code)).statusCode, 200);
    const answers = await Promise.all(buyers.map((buyer) => confirmFree(buyer)));
    assert.equal(answers.filter((response) => response.statusCode === 200).length, 2);
    for (const response of answers.filter((answer) => answer.statusCode !== 200)) assert.ok(RAN_OUT.includes(response.json<{ message: string }>().message), response.body);

    const once = await insertPromo(app, { customer_use_limit: 1, discount_value: 10_000, is_physician_oversight_fee_discount: true, is_lab_draw_fee_discount: true });
    const buyer = await createBuyer(app);
    assert.equal((await applyCode(buyer, once.code)).statusCode, 200);
    // The customer's second cart takes the code too, before the first order is placed.
    const secondOrder = await app.db.insertInto('orders').values({ user_id: buyer.userId, status: 1, promo_code_id: once.id }).returning('id').executeTakeFirstOrThrow();
    assert.equal((await confirmFree(buyer)).statusCode, 200);
    const refusal = await app.db.transaction().execute((trx) => promoUses(trx).hold({ id: secondOrder.id, user_id: buyer.userId, promo_code_id: once.id }));
    assert.equal(refusal, PROMO_MESSAGES.customerLimit);
  });

  test('a payment is only ever the order total: another amount is refunded, and the guarded submit moves nothing', async () => {
    const buyer = await createBuyer(app);
    const log = app.log;
    const outcome = await settlePayment(app.db, buyer.orderId, { provider: 'sandbox', reference: 'pi_sandbox_short', amountCents: BUYER_TOTAL_CENTS - 1, card: null }, log);
    assert.deepEqual(outcome, { kind: 'refunding', reason: 'total_changed', message: refundMessage('total_changed', BUYER_TOTAL_CENTS - 1) });
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    assert.equal(await ordersRepository(app.db).submit(buyer.orderId, BUYER_TOTAL_CENTS + 1, false), undefined);
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    const settled = await settlePayment(app.db, buyer.orderId, { provider: 'sandbox', reference: 'pi_sandbox_exact', amountCents: BUYER_TOTAL_CENTS, card: null }, log);
    assert.equal(settled.kind, 'submitted');
  });

  test("a property name is never a payment method: '__proto__', 'constructor', 'toString' pay nothing and save nothing", async () => {
    const buyer = await createBuyer(app);
    await createIntent(app, buyer);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const paid = await payByCard(buyer, name);
      assert.equal(paid.statusCode, 402, `${name}: ${paid.body}`);
      const saved = await app.inject({ method: 'POST', url: `/api/payment/add/${buyer.userId}/1`, payload: { paymentMethodId: name }, headers: buyer.headers });
      assert.ok(saved.statusCode >= 400 && saved.statusCode < 500, `${name}: ${saved.statusCode} ${saved.body}`);
    }
    assert.equal((await orderRow(app, buyer.orderId)).status, 1);
    assert.equal(await moneyKept(buyer.orderId), 0);
  });

  test("the order answers its transactions[] (one per succeeded payment) and isPaymentSkipped (spec/02 3)", async () => {
    const buyer = await createBuyer(app);
    await createIntent(app, buyer);
    assert.equal((await payByCard(buyer)).statusCode, 200);
    const order = (await app.inject({ method: 'GET', url: `/api/order/get/${buyer.orderId}`, headers: buyer.headers })).json<Cart>();
    assert.equal(order.isPaymentSkipped, false);
    assert.equal(order.transactions.length, 1);
    assert.deepEqual({ ...order.transactions[0], transactionDate: undefined }, { transactionDate: undefined, amount: BUYER_TOTAL_CENTS / 100, paymentStatus: 1, cardType: 1, last4: '4242' });
    assert.ok(!Number.isNaN(Date.parse(order.transactions[0]?.transactionDate ?? '')));

    const free = await createBuyer(app);
    const promo = await insertPromo(app, { discount_value: 10_000, is_physician_oversight_fee_discount: true, is_lab_draw_fee_discount: true });
    await applyCode(free, promo.code);
    assert.equal((await confirmFree(free)).statusCode, 200);
    const freeOrder = (await app.inject({ method: 'GET', url: `/api/order/get/${free.orderId}`, headers: free.headers })).json<Cart>();
    assert.deepEqual([freeOrder.isPaymentSkipped, freeOrder.transactions], [true, []]);
  });
});
