import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ORDER_MESSAGES, receiptSchema, type Receipt } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { insertPromo } from '../cart/cart.test-fixtures';
import { createBuyer, paymentRows } from '../checkout/checkout.test-fixtures';
import { signedInAdmin } from '../profiles/profiles.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { insertRequisition, paidBuyer, payCart } from './order-history.test-fixtures';

// spec/02 2.9 and 9: the printable receipt, its numbers, who may read it,
// and every read logged (health_record_reads).

type Headers = Record<string, string>;

describe('GET /api/order/receipt/{id}', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let adminId: string;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    ({ userId: adminId, headers: admin } = await signedInAdmin(app));
  });
  afterAll(() => app.close());

  const receiptRequest = (orderId: string, headers: Headers) => app.inject({ method: 'GET', url: `/api/order/receipt/${orderId}`, headers });
  const readsOf = (orderId: string) => app.db.selectFrom('health_record_reads').select(['reader_user_id', 'record', 'path']).where('order_id', '=', orderId).orderBy('at').execute();

  test('a paid order with a 10% promo code: the numbers add up to what the card paid (section 9)', async () => {
    const buyer = await createBuyer(app);
    const promo = await insertPromo(app, { discount_type: 1, discount_value: 1000 });
    const applied = await app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { code: promo.code, orderId: buyer.orderId }, headers: buyer.headers });
    assert.equal(applied.statusCode, 200, applied.body);
    const number = await payCart(app, buyer.orderId, buyer.headers);
    await insertRequisition(app, buyer.orderId);

    const response = await receiptRequest(buyer.orderId, buyer.headers);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const receipt: Receipt = receiptSchema.parse(response.json());
    const product = await app.db.selectFrom('products').select(['name', 'slug', 'cpt']).where('id', '=', buyer.product.id).executeTakeFirstOrThrow();
    assert.deepEqual(
      { ...receipt, submittedDate: typeof receipt.submittedDate },
      {
        orderId: buyer.orderId,
        number,
        submittedDate: 'string',
        patient: { fullName: 'Jane Doe', birthDate: '1990-05-07T00:00:00.000Z' },
        physiciansName: 'Dr. Ada Byron',
        physiciansNPI: '1234567893',
        items: [{ name: product.name, cpt: product.cpt, slug: product.slug, orderItemInitialPrice: 29, orderItemPrice: 29, promoCode: null, children: [] }],
        promoCode: promo.code,
        subTotal: 26.1,
        orderTotalWithoutPromo: 29,
        processingFee: 0,
        physicianOversightFee: 6,
        labDrawFee: 4,
        orderTotal: 36.1,
        balance: 0,
        creditCardInfo: { cardType: 1, last4: '4242' },
      },
    );
    // Promo discount = order total without promo - subtotal; the total is the subtotal and the fees, and what was charged.
    const promoDiscount = receipt.orderTotalWithoutPromo - receipt.subTotal;
    assert.equal(Math.round(promoDiscount * 100), 290);
    assert.equal(Math.round((receipt.subTotal + receipt.processingFee + receipt.physicianOversightFee + receipt.labDrawFee) * 100), Math.round(receipt.orderTotal * 100));
    assert.deepEqual((await paymentRows(app, buyer.orderId)).map((row) => row.amount_cents), [Math.round(receipt.orderTotal * 100)]);
    assert.deepEqual(await readsOf(buyer.orderId), [{ reader_user_id: buyer.userId, record: 'receipt', path: 'owner' }]);
  });

  test('an administrator reads any receipt (logged as such); another customer gets 404 and nothing is logged', async () => {
    const buyer = await paidBuyer(app);
    const stranger = await createBuyer(app);
    const refused = await receiptRequest(buyer.orderId, stranger.headers);
    assert.deepEqual([refused.statusCode, refused.json()], [404, { message: ORDER_MESSAGES.notFound }]);
    assert.deepEqual(await readsOf(buyer.orderId), []);

    const byAdmin = await receiptRequest(buyer.orderId, admin);
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    assert.equal(byAdmin.json<Receipt>().physiciansName, null);
    assert.deepEqual(await readsOf(buyer.orderId), [{ reader_user_id: adminId, record: 'receipt', path: 'administrator' }]);
    assert.equal((await receiptRequest(buyer.orderId, {})).statusCode, 401);
  });

  test('a cart has no receipt yet (409)', async () => {
    const buyer = await createBuyer(app);
    const response = await receiptRequest(buyer.orderId, buyer.headers);
    assert.deepEqual([response.statusCode, response.json()], [409, { message: ORDER_MESSAGES.noReceipt }]);
  });
});
