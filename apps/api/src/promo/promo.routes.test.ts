import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Cart, PromoResult } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { createCustomer, GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { added, getCart, insertProduct, insertPromo, storedLines, storedTotals } from '../cart/cart.test-fixtures';
import { buildTestApp } from '../testing/test-app';

const DAY_MS = 86_400_000;

describe('promo code routes (spec/02 4.4, 7; spec/03 3)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  const apply = (orderId: string, code: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId, code }, headers });
  const remove = (orderId: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/order/promo/remove/${orderId}`, headers });

  /** A guest cart with one $100 test (market $150). */
  async function cartOf100() {
    const product = await insertProduct(app, { name: 'Hundred', masterCents: 10000, marketCents: 15000 });
    return { product, cart: await added(app, { productId: product.id }) };
  }

  test('a % order code applies case-insensitively, answers the totals and the message, and is stored', async () => {
    const promo = await insertPromo(app, { code: 'Welcome10', discount_type: 1, discount_value: 1000 });
    const { cart } = await cartOf100();
    const response = await apply(cart.id, 'wElCoMe10');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<PromoResult>();
    assert.deepEqual({ ...body, cart: undefined }, { orderTotal: 100, subTotal: 100, message: 'The promo code is applied successfully', cart: undefined });
    assert.deepEqual(
      [body.cart.isUsePromoCode, body.cart.promoCodeId, body.cart.promoCode, body.cart.summary.promoDiscount, body.cart.summary.subTotalPromoCode, body.cart.orderTotal],
      [true, promo.id, 'Welcome10', 10, 90, 100],
    );
    assert.deepEqual(await storedTotals(app, cart.id), {
      sub_total_cents: 10000,
      discount_cents: 1000,
      processing_fee_cents: 0,
      physician_oversight_fee_cents: 600,
      lab_draw_fee_cents: 400,
      order_total_cents: 10000,
      promo_code_id: promo.id,
    });
  });

  test('a $ order code never takes the total below the fees, nor the subtotal below zero', async () => {
    const promo = await insertPromo(app, { discount_type: 0, discount_value: 50000 });
    const { cart } = await cartOf100();
    const body = (await apply(cart.id, promo.code)).json<PromoResult>();
    assert.deepEqual([body.cart.summary.promoDiscount, body.cart.summary.subTotalPromoCode, body.orderTotal, body.cart.summary.isFree], [100, 0, 10, false]);
  });

  test('fee waivers: only the fees the code names are waived; a 100% code waiving both makes a free order', async () => {
    const noFees = await insertPromo(app, { discount_type: 0, discount_value: 0, is_physician_oversight_fee_discount: true, is_lab_draw_fee_discount: true });
    const labOnly = await insertPromo(app, { discount_type: 0, discount_value: 0, is_lab_draw_fee_discount: true });
    const free = await insertPromo(app, { discount_type: 1, discount_value: 10000, is_physician_oversight_fee_discount: true, is_lab_draw_fee_discount: true });
    const { cart } = await cartOf100();
    const waived = (await apply(cart.id, noFees.code)).json<PromoResult>().cart;
    assert.deepEqual([waived.physicianOversightFee, waived.labDrawFee, waived.summary.defaultPhysicianFee, waived.summary.defaultLabDrawFee, waived.orderTotal], [0, 0, 6, 4, 100]);
    const lab = (await apply(cart.id, labOnly.code)).json<PromoResult>().cart;
    assert.deepEqual([lab.physicianOversightFee, lab.labDrawFee, lab.orderTotal], [6, 0, 106]);
    const freeCart = (await apply(cart.id, free.code)).json<PromoResult>().cart;
    assert.deepEqual([freeCart.orderTotal, freeCart.summary.isFree, freeCart.promoCode], [0, true, free.code]);
    assert.equal((await storedTotals(app, cart.id)).order_total_cents, 0);
  });

  test('a product code discounts only its test, marks the line, and needs that test in the cart', async () => {
    const { product, cart } = await cartOf100();
    const other = await insertProduct(app, { masterCents: 2000 });
    await added(app, { orderId: cart.id, productId: other.id });
    const half = await insertPromo(app, { discount_type: 1, discount_value: 5000, productIds: [product.id] });
    const body = (await apply(cart.id, half.code)).json<PromoResult>().cart;
    const lines = body.items.map((item) => [item.product.id, item.orderItemInitialPrice, item.orderItemPrice, item.isUsePromoCode, item.promoCode]);
    assert.deepEqual(lines, [
      [product.id, 100, 50, true, half.code],
      [other.id, 20, 20, false, null],
    ]);
    assert.deepEqual([body.summary.promoDiscount, body.subTotal, body.orderTotal], [50, 120, 80]);
    assert.deepEqual(
      (await storedLines(app, cart.id)).map((line) => [line.product_id, line.price_cents]).sort(),
      [
        [product.id, 5000],
        [other.id, 2000],
      ].sort(),
    );

    const elsewhere = await insertPromo(app, { productIds: [(await insertProduct(app)).id] });
    const refused = await apply(cart.id, elsewhere.code);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { message: 'This promo code does not apply to any test in your cart.' });
  });

  test('every refusal: unknown (404), inactive, not started, expired, used up (409); the order keeps no code', async () => {
    const { cart } = await cartOf100();
    const now = Date.now();
    const cases = [
      { code: 'NO-SUCH-CODE', status: 404, message: 'This promo code is not valid.' },
      { code: (await insertPromo(app, { is_active: false })).code, status: 409, message: 'This promo code is no longer active.' },
      { code: (await insertPromo(app, { date_start: new Date(now + DAY_MS) })).code, status: 409, message: 'This promo code is not active yet.' },
      { code: (await insertPromo(app, { date_finish: new Date(now - DAY_MS) })).code, status: 409, message: 'This promo code has expired.' },
      { code: (await insertPromo(app, { total_use_limit: 3, total_used: 3 })).code, status: 409, message: 'This promo code has reached its usage limit.' },
    ];
    for (const { code, status, message } of cases) {
      const response = await apply(cart.id, code);
      assert.equal(response.statusCode, status, code);
      assert.deepEqual(response.json(), { message }, code);
    }
    assert.equal((await storedTotals(app, cart.id)).promo_code_id, null);
    // Within its dates and under its limit (0 is no limit) it applies.
    const usable = await insertPromo(app, { date_start: new Date(now - DAY_MS), date_finish: new Date(now + DAY_MS), total_use_limit: 3, total_used: 2 });
    assert.equal((await apply(cart.id, usable.code)).statusCode, 200);
  });

  test("the customer limit counts the customer's submitted orders with the code", async () => {
    const owner = await createCustomer(app);
    const promo = await insertPromo(app, { customer_use_limit: 1 });
    const used = await app.db.insertInto('orders').values({ user_id: owner.userId, profile_id: owner.token.profileId, status: 2, promo_code_id: promo.id }).returning('id').executeTakeFirstOrThrow();
    await app.db.insertInto('promo_code_uses').values({ order_id: used.id, promo_code_id: promo.id, user_id: owner.userId, is_held: false }).execute();
    const product = await insertProduct(app);
    const cart = await added(app, { productId: product.id }, owner.headers);
    const refused = await apply(cart.id, promo.code, owner.headers);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { message: 'You have already used this promo code the maximum number of times.' });
    const check = await app.inject({ method: 'GET', url: `/api/promo/check?code=${promo.code}`, headers: owner.headers });
    assert.equal(check.statusCode, 404);
    assert.deepEqual(check.json(), { message: 'You have already used this promo code the maximum number of times.' });
    // Another customer (or a guest) may still use it.
    assert.equal((await app.inject({ method: 'GET', url: `/api/promo/check?code=${promo.code}` })).statusCode, 200);
  });

  test('removing the code reprices and says so; removing when there is none is 409', async () => {
    const promo = await insertPromo(app);
    const { cart } = await cartOf100();
    await apply(cart.id, promo.code);
    const response = await remove(cart.id);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<PromoResult>();
    assert.deepEqual([body.message, body.orderTotal, body.subTotal, body.cart.promoCode, body.cart.isUsePromoCode], ['The promo code is removed successfully', 110, 100, null, false]);
    assert.equal((await storedTotals(app, cart.id)).promo_code_id, null);
    const again = await remove(cart.id);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: 'There is no promo code on this order.' });
  });

  test('opening a cart whose code no longer applies removes it with the block notice (spec/02 4.4)', async () => {
    const promo = await insertPromo(app);
    const { cart } = await cartOf100();
    await apply(cart.id, promo.code);
    assert.deepEqual((await getCart(app, cart.id)).notices, []);
    await app.db.updateTable('promo_codes').set({ is_active: false }).where('id', '=', promo.id).execute();
    const opened = await getCart(app, cart.id);
    assert.deepEqual(opened.notices, [{ type: 'block', message: 'We could not apply your promo code to this order. Please contact customer support for help.' }]);
    assert.deepEqual([opened.promoCode, opened.orderTotal], [null, 110]);
    assert.deepEqual(await storedTotals(app, cart.id), {
      sub_total_cents: 10000,
      discount_cents: 0,
      processing_fee_cents: 0,
      physician_oversight_fee_cents: 600,
      lab_draw_fee_cents: 400,
      order_total_cents: 11000,
      promo_code_id: null,
    });
  });

  test('GET /api/promo/check answers the welcome dialog facts, or 404 with the reason', async () => {
    const percent = await insertPromo(app, { code: 'HALFOFF', description: 'Half off', discount_type: 1, discount_value: 5000, is_blured: true });
    const response = await app.inject({ method: 'GET', url: '/api/promo/check?code=halfoff' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { id: percent.id, code: 'HALFOFF', description: 'Half off', isBlured: true, discount: 50, discountType: 1, promoType: 0 });
    const dollars = await insertPromo(app, { discount_type: 0, discount_value: 2050 });
    assert.equal((await app.inject({ method: 'GET', url: `/api/promo/check?code=${dollars.code}` })).json<{ discount: number }>().discount, 20.5);
    const expired = await insertPromo(app, { date_finish: new Date(Date.now() - DAY_MS) });
    const refused = await app.inject({ method: 'GET', url: `/api/promo/check?code=${expired.code}` });
    assert.equal(refused.statusCode, 404);
    assert.deepEqual(refused.json(), { message: 'This promo code has expired.' });
    const blank = await app.inject({ method: 'GET', url: '/api/promo/check?code=%20' });
    assert.equal(blank.statusCode, 400);
  });

  test('GET /api/promo/get/{id} answers code and isBlured; unknown ids are 404', async () => {
    const promo = await insertPromo(app, { code: 'SECRET', is_blured: true });
    const response = await app.inject({ method: 'GET', url: `/api/promo/get/${promo.id}` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { code: 'SECRET', isBlured: true });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await app.inject({ method: 'GET', url: `/api/promo/get/${id}` });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { message: 'This promo code is not valid.' });
    }
  });

  test("another customer's cart: promo add and remove are 404, without a session 401", async () => {
    const owner = await createCustomer(app);
    const stranger = await createCustomer(app);
    const promo = await insertPromo(app);
    const cart = await added(app, { productId: (await insertProduct(app)).id }, owner.headers);
    assert.equal((await apply(cart.id, promo.code, stranger.headers)).statusCode, 404);
    assert.equal((await remove(cart.id, stranger.headers)).statusCode, 404);
    assert.equal((await apply(cart.id, promo.code)).statusCode, 401);
    assert.equal((await storedTotals(app, cart.id)).promo_code_id, null);
    const applied = await apply(cart.id, promo.code, owner.headers);
    assert.equal(applied.statusCode, 200);
    assert.equal(applied.json<{ cart: Cart }>().cart.promoCodeId, promo.id);
  });
});
