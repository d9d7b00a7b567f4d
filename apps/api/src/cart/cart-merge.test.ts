import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { TokenResponse } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { createCustomer, GENEROUS_LIMITS, TEST_PASSWORD } from '../accounts/accounts.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { added, ELIGIBILITY, getCart, insertPanel, insertProduct, insertPromo, storedLines, storedTotals } from './cart.test-fixtures';

describe('guest cart at sign-in (DESIGN.md, spec/01 3 orderId)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  async function signIn(email: string, orderId: string): Promise<TokenResponse> {
    const response = await app.inject({ method: 'POST', url: '/Token', payload: { grant_type: 'password', userName: email, password: TEST_PASSWORD, orderId } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<TokenResponse>();
  }

  test('a user with no open cart takes the guest cart over, lines and prices as they were, and no notices', async () => {
    const customer = await createCustomer(app);
    const guest = await added(app, { productId: (await insertProduct(app, { masterCents: 1000 })).id });
    const token = await signIn(customer.email, guest.id);
    assert.equal(token.orderId, guest.id);
    assert.equal(token.orderNumber, guest.cart.number);
    assert.equal('cartNotices' in token, false);
    const order = await app.db.selectFrom('orders').select(['user_id', 'profile_id']).where('id', '=', guest.id).executeTakeFirstOrThrow();
    assert.deepEqual(order, { user_id: customer.userId, profile_id: customer.token.profileId });
    assert.equal((await storedTotals(app, guest.id)).order_total_cents, 2000);
  });

  test("with an open cart of their own, the guest lines merge under the cart rules, refused ones named, and the guest cart is deleted", async () => {
    const customer = await createCustomer(app);
    const inBoth = await insertProduct(app, { name: 'In Both', masterCents: 1000 });
    const member = await insertProduct(app, { name: 'Panel Member', masterCents: 500 });
    const panel = await insertPanel(app, [member], { name: 'Account Panel', masterCents: 3000 });
    const retiring = await insertProduct(app, { name: 'Retiring Test', masterCents: 700 });
    const fresh = await insertProduct(app, { name: 'Fresh Test', masterCents: 2000 });
    const igg = await insertProduct(app, { name: 'COVID-19 IgG', eligibility: 'covid-immune', masterCents: 4200 });

    const own = await added(app, { productId: inBoth.id }, customer.headers);
    await added(app, { orderId: own.id, productId: panel.id }, customer.headers);
    const guest = await added(app, { productId: inBoth.id });
    for (const product of [member, retiring, fresh]) await added(app, { orderId: guest.id, productId: product.id });
    await added(app, { orderId: guest.id, productId: igg.id, eligibility: ELIGIBILITY });
    await app.db.updateTable('products').set({ is_active: false }).where('id', '=', retiring.id).execute();

    const token = await signIn(customer.email, guest.id);
    assert.equal(token.orderId, own.id);
    assert.deepEqual(token.cartNotices, [
      { type: 'block', message: 'Panel Member: This test is already included in a panel in your cart and can not be added individually.' },
      {
        type: 'block',
        message:
          'We are sorry, but a test or panel that you had in your cart is no longer approved for ordering. Please contact customer support for help. Non-approved test: Retiring Test',
      },
    ]);
    assert.equal(await app.db.selectFrom('orders').select('id').where('id', '=', guest.id).executeTakeFirst(), undefined);
    const lines = await storedLines(app, own.id);
    assert.deepEqual(
      lines.filter((line) => line.parent_product_id === null).map((line) => line.product_id).sort(),
      [inBoth.id, panel.id, fresh.id, igg.id].sort(),
    );
    // Merged lines are for the account's profile; the questionnaire answers come along.
    assert.ok(lines.every((line) => line.profile_id === customer.token.profileId));
    const iggLine = await app.db.selectFrom('order_items').select('eligibility').where('order_id', '=', own.id).where('product_id', '=', igg.id).executeTakeFirstOrThrow();
    assert.deepEqual(iggLine.eligibility, ELIGIBILITY);
    // Repriced and stored: 10 + 30 + 20 + 42, with the IgG oversight fee of 10 and the lab draw fee of 4.
    assert.equal((await storedTotals(app, own.id)).order_total_cents, 11600);
    assert.equal((await getCart(app, own.id, customer.headers)).orderTotal, 116);
  });

  test('a panel from the guest cart absorbs the account cart\'s member test and says so', async () => {
    const customer = await createCustomer(app);
    const member = await insertProduct(app, { name: 'Absorbed Test' });
    const panel = await insertPanel(app, [member], { name: 'Guest Panel' });
    const own = await added(app, { productId: member.id }, customer.headers);
    const guest = await added(app, { productId: panel.id });
    const token = await signIn(customer.email, guest.id);
    assert.deepEqual(token.cartNotices, [
      { type: 'block', message: 'Absorbed Test was removed from your cart, because it is included in the panel which was just added.' },
    ]);
    const lines = await storedLines(app, own.id);
    assert.deepEqual(
      lines.map((line) => [line.product_id, line.parent_product_id]),
      [
        [panel.id, null],
        [member.id, panel.id],
      ].sort((a, b) => `${a[1] ?? ''}${String(a[0])}`.localeCompare(`${b[1] ?? ''}${String(b[0])}`)),
    );
  });

  test("the guest's promo code comes along when the account's cart has none, if the customer may still use it", async () => {
    const promo = await insertPromo(app, { discount_type: 0, discount_value: 500, customer_use_limit: 1 });
    const applyTo = (orderId: string) => app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId, code: promo.code } });

    const customer = await createCustomer(app);
    const own = await added(app, { productId: (await insertProduct(app, { masterCents: 1000 })).id }, customer.headers);
    const guest = await added(app, { productId: (await insertProduct(app, { masterCents: 2000 })).id });
    assert.equal((await applyTo(guest.id)).statusCode, 200);
    const token = await signIn(customer.email, guest.id);
    assert.equal('cartNotices' in token, false);
    // 10 + 20 - 5, with the fees of 6 and 4.
    assert.deepEqual(await storedTotals(app, own.id), {
      sub_total_cents: 3000,
      discount_cents: 500,
      processing_fee_cents: 0,
      physician_oversight_fee_cents: 600,
      lab_draw_fee_cents: 400,
      order_total_cents: 3500,
      promo_code_id: promo.id,
    });

    // A customer who has used the code up gets the merge without it, and is told.
    const used = await createCustomer(app);
    const usedOrder = await app.db.insertInto('orders').values({ user_id: used.userId, profile_id: used.token.profileId, status: 2, promo_code_id: promo.id }).returning('id').executeTakeFirstOrThrow();
    await app.db.insertInto('promo_code_uses').values({ order_id: usedOrder.id, promo_code_id: promo.id, user_id: used.userId, is_held: false }).execute();
    const usedOwn = await added(app, { productId: (await insertProduct(app)).id }, used.headers);
    const usedGuest = await added(app, { productId: (await insertProduct(app)).id });
    assert.equal((await applyTo(usedGuest.id)).statusCode, 200);
    const usedToken = await signIn(used.email, usedGuest.id);
    assert.deepEqual(usedToken.cartNotices, [{ type: 'block', message: 'We could not apply your promo code to this order. Please contact customer support for help.' }]);
    assert.equal((await storedTotals(app, usedOwn.id)).promo_code_id, null);
  });

  test("another account's cart, a submitted order or an unknown id is never taken", async () => {
    const owner = await createCustomer(app);
    const other = await createCustomer(app);
    const owned = await added(app, { productId: (await insertProduct(app)).id }, owner.headers);
    const token = await signIn(other.email, owned.id);
    assert.equal(token.orderId, null);
    const order = await app.db.selectFrom('orders').select('user_id').where('id', '=', owned.id).executeTakeFirstOrThrow();
    assert.equal(order.user_id, owner.userId);
    assert.equal((await signIn(other.email, '00000000-0000-4000-8000-000000000000')).orderId, null);
  });
});
