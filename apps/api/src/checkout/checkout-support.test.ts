import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createCustomer, GENEROUS_LIMITS } from '../accounts/accounts.test-fixtures';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../plugins/auth';
import { buildTestApp } from '../testing/test-app';
import { added, insertPanel, insertProduct, insertPromo, storedLines, storedTotals, type ProductValues, type TestProduct } from '../cart/cart.test-fixtures';
import { prepareCheckout } from './checkout-support';

describe('checkout support: prepareCheckout (spec/02 4.5)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  /** A test on the partner's list (approved), or not. */
  async function partnerTest(approved: boolean, values: ProductValues = {}): Promise<TestProduct> {
    const product = await insertProduct(app, values);
    const code = `PT-${product.id.slice(0, 8)}`;
    await app.db.updateTable('products').set({ pwn_code: code }).where('id', '=', product.id).execute();
    if (approved) await app.db.insertInto('partner_tests').values({ code, name: product.name }).execute();
    return product;
  }

  async function customerAuth(): Promise<{ auth: AuthContext; headers: Record<string, string> }> {
    const customer = await createCustomer(app);
    const auth: AuthContext = { userId: customer.userId, sessionId: 'unused', email: customer.email, isAdmin: false, isQuasiAdmin: false, actingAdminId: null, actingAdminEmail: null };
    return { auth, headers: customer.headers };
  }

  const prepare = (orderId: string, auth: AuthContext | null) => app.db.transaction().execute((trx) => prepareCheckout(trx, orderId, auth));

  test('a cart of approved tests passes unchanged, with the amount to charge', async () => {
    const { auth, headers } = await customerAuth();
    const cart = await added(app, { productId: (await partnerTest(true, { masterCents: 2500 })).id }, headers);
    const consult = await insertProduct(app, { productType: 16, masterCents: 1000 });
    await added(app, { orderId: cart.id, productId: consult.id }, headers);
    const prepared = await prepare(cart.id, auth);
    assert.deepEqual([prepared.removedNotices, prepared.notApprovedNames, prepared.orderTotalCents, prepared.cart.orderTotal], [[], [], 4500, 45]);
  });

  test('inactive lines are removed and named; tests missing from the partner list are named for Error 101 (type 16 exempt)', async () => {
    const { auth, headers } = await customerAuth();
    const approved = await partnerTest(true, { name: 'Approved Test', masterCents: 1000 });
    const missing = await partnerTest(false, { name: 'Unlisted Member' });
    const panel = await insertPanel(app, [approved, missing], { name: 'Mixed Panel', masterCents: 3000 });
    const retiring = await partnerTest(true, { name: 'Retiring Test' });
    const cart = await added(app, { productId: panel.id }, headers);
    await added(app, { orderId: cart.id, productId: retiring.id }, headers);
    await app.db.updateTable('products').set({ is_active: false }).where('id', '=', retiring.id).execute();

    const prepared = await prepare(cart.id, auth);
    assert.deepEqual(prepared.removedNotices, [
      {
        type: 'block',
        message:
          'We are sorry, but a test or panel that you had in your cart is no longer approved for ordering. Please contact customer support for help. Non-approved test: Retiring Test',
      },
    ]);
    assert.deepEqual(prepared.notApprovedNames, ['Unlisted Member']);
    assert.equal(prepared.orderTotalCents, 4000);
    assert.deepEqual(
      (await storedLines(app, cart.id)).filter((line) => line.parent_product_id === null).map((line) => line.product_id),
      [panel.id],
    );
    assert.equal((await storedTotals(app, cart.id)).order_total_cents, 4000);
  });

  test('a promo code that no longer applies is removed with its notice before the amount is fixed', async () => {
    const { auth, headers } = await customerAuth();
    const cart = await added(app, { productId: (await partnerTest(true, { masterCents: 10000 })).id }, headers);
    const promo = await insertPromo(app, { total_use_limit: 1 });
    assert.equal((await app.inject({ method: 'POST', url: '/api/order/promo/add', headers, payload: { orderId: cart.id, code: promo.code } })).statusCode, 200);
    assert.equal((await prepare(cart.id, auth)).orderTotalCents, 10000);
    await app.db.updateTable('promo_codes').set({ total_used: 1 }).where('id', '=', promo.id).execute();
    const prepared = await prepare(cart.id, auth);
    assert.deepEqual(prepared.removedNotices, [{ type: 'block', message: 'We could not apply your promo code to this order. Please contact customer support for help.' }]);
    assert.deepEqual([prepared.orderTotalCents, prepared.cart.promoCode], [11000, null]);
  });

  test("another customer's cart is 404, a submitted one 409", async () => {
    const owner = await customerAuth();
    const stranger = await customerAuth();
    const cart = await added(app, { productId: (await partnerTest(true)).id }, owner.headers);
    await assert.rejects(prepare(cart.id, stranger.auth), (error) => error instanceof AppError && error.statusCode === 404);
    await assert.rejects(prepare(cart.id, null), (error) => error instanceof AppError && error.statusCode === 401);
    await app.db.updateTable('orders').set({ status: 2 }).where('id', '=', cart.id).execute();
    await assert.rejects(prepare(cart.id, owner.auth), (error) => error instanceof AppError && error.statusCode === 409);
  });
});
