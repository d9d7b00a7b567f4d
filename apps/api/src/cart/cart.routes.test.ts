import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { AddToCartResponse, Cart } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { createCustomer, GENEROUS_LIMITS, type Customer } from '../accounts/accounts.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { addRequest, added, ELIGIBILITY, getCart, insertPanel, insertProduct, storedLines, storedTotals } from './cart.test-fixtures';

const ALREADY_IN_CART = { message: 'This test is already in your cart and can only be added once.' };
const ALREADY_IN_PANEL = { message: 'This test is already included in a panel in your cart and can not be added individually.' };
const CART_NOT_FOUND = { message: 'We could not find this cart. It may have been emptied or submitted.' };
const UNAUTHORIZED = { message: 'Authorization has been denied for this request.' };
const INACTIVE_AT_ADD =
  'We are sorry, but a test or panel that you are trying to add to your cart is no longer approved for ordering. Please contact customer support for help.';

describe('cart routes (spec/02 4.3, 7, 8)', () => {
  let app: FastifyInstance;
  let customer: Customer;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
    customer = await createCustomer(app);
  });
  afterAll(() => app.close());

  test('a guest add makes an ownerless cart and answers the whole priced cart', async () => {
    const ferritin = await insertProduct(app, { name: 'Ferritin', masterCents: 2900, marketCents: 6900 });
    const body = await added(app, { productId: ferritin.id });
    const order = await app.db.selectFrom('orders').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    assert.equal(order.user_id, null);
    assert.equal(order.status, 1);
    const expected: AddToCartResponse = {
      id: order.id,
      newItemId: body.newItemId,
      notices: [{ type: 'success', message: 'Ferritin has been added to your cart.' }],
      cart: {
        id: order.id,
        number: Number(order.number),
        status: 1,
        profileId: null,
        items: [
          {
            id: body.newItemId,
            profile: null,
            product: {
              id: ferritin.id,
              name: 'Ferritin',
              slug: body.cart.items[0]?.product.slug ?? '',
              cpt: '82728',
              imageId: null,
              marketPrice: 69,
              masterPrice: 29,
              productType: 1,
              isActive: true,
              extraTestsPrice: null,
              eligibility: null,
              lang: 'en',
            },
            children: [],
            orderItemInitialPrice: 29,
            orderItemPrice: 29,
            promoCode: null,
            isUsePromoCode: false,
            isChild: false,
          },
        ],
        itemsCount: 1,
        processingFee: 0,
        labDrawFee: 4,
        physicianOversightFee: 6,
        isUsePromoCode: false,
        promoCodeId: null,
        promoCode: null,
        isBlured: false,
        subTotal: 29,
        orderTotal: 39,
        createdDate: order.created_at.toISOString(),
        submittedDate: null,
        isPaymentSkipped: false,
        transactions: [],
        summary: {
          subTotal: 29,
          marketTotal: 69,
          listTotal: 301,
          discount: 0,
          duplicateDiscount: 0,
          promoDiscount: 0,
          subTotalPromoCode: 29,
          physicianFee: 6,
          defaultPhysicianFee: 6,
          listPhysicianFee: 219,
          labDrawFee: 4,
          defaultLabDrawFee: 4,
          listLabDrawFee: 13,
          processingFee: 0,
          cartTotal: 39,
          isFree: false,
          averageSavings: 262,
          hasCovidIgG: false,
          duplicateChilds: [],
        },
        notices: [],
      },
    };
    assert.deepEqual(body, expected);
    assert.deepEqual(await storedTotals(app, order.id), {
      sub_total_cents: 2900,
      discount_cents: 0,
      processing_fee_cents: 0,
      physician_oversight_fee_cents: 600,
      lab_draw_fee_cents: 400,
      order_total_cents: 3900,
      promo_code_id: null,
    });
    assert.deepEqual(await storedLines(app, order.id), [
      { product_id: ferritin.id, parent_product_id: null, initial_price_cents: 2900, price_cents: 2900, profile_id: null },
    ]);
  });

  test("the cart names its products in the request's language, English where a product has none (issue 16)", async () => {
    const translated = await insertProduct(app, { name: 'Iron Panel' });
    const untranslated = await insertProduct(app, { name: 'Zinc Level' });
    await app.db.insertInto('product_translations').values({ product_id: translated.id, language: 'es', name: 'Perfil de hierro' }).execute();
    const spanish = { 'accept-language': 'es' };
    const first = await added(app, { productId: translated.id }, spanish);
    assert.deepEqual(first.cart.items.map((item) => [item.product.name, item.product.lang]), [['Perfil de hierro', 'es']]);
    await added(app, { orderId: first.id, productId: untranslated.id }, spanish);
    const cart = await getCart(app, first.id, spanish);
    assert.deepEqual(cart.items.map((item) => [item.product.name, item.product.lang]).sort(), [['Perfil de hierro', 'es'], ['Zinc Level', 'en']]);
    const english = await getCart(app, first.id);
    assert.deepEqual(english.items.map((item) => item.product.name).sort(), ['Iron Panel', 'Zinc Level']);
  });

  test('a test already in the cart is refused (409) and nothing changes', async () => {
    const product = await insertProduct(app);
    const first = await added(app, { productId: product.id });
    const again = await addRequest(app, { orderId: first.id, productId: product.id });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), ALREADY_IN_CART);
    assert.equal((await storedLines(app, first.id)).length, 1);
  });

  test('adding a panel removes its member tests from the cart and names each; members are stored under it at price 0', async () => {
    const iron = await insertProduct(app, { name: 'Iron', masterCents: 1500 });
    const tibc = await insertProduct(app, { name: 'TIBC', masterCents: 2000 });
    const other = await insertProduct(app, { name: 'Vitamin D', masterCents: 4000 });
    const panel = await insertPanel(app, [iron, tibc], { name: 'Iron Panel', masterCents: 3000, marketCents: 9000 });
    const cart = await added(app, { productId: iron.id });
    await added(app, { orderId: cart.id, productId: other.id });
    await added(app, { orderId: cart.id, productId: tibc.id });
    const body = await added(app, { orderId: cart.id, productId: panel.id });
    assert.deepEqual(body.notices, [
      { type: 'block', message: 'Iron was removed from your cart, because it is included in the panel which was just added.' },
      { type: 'block', message: 'TIBC was removed from your cart, because it is included in the panel which was just added.' },
      { type: 'success', message: 'Iron Panel has been added to your cart.' },
    ]);
    assert.deepEqual(
      body.cart.items.map((item) => [item.product.name, item.orderItemPrice, item.children.map((child) => [child.product.name, child.orderItemInitialPrice, child.orderItemPrice, child.isChild])]),
      [
        ['Vitamin D', 40, []],
        ['Iron Panel', 30, [['Iron', 15, 0, true], ['TIBC', 20, 0, true]]],
      ],
    );
    assert.equal(body.cart.itemsCount, 2);
    assert.equal(body.cart.subTotal, 70);
    assert.equal(body.cart.orderTotal, 80);
    const lines = await storedLines(app, cart.id);
    assert.deepEqual(
      lines.map((line) => [line.product_id, line.parent_product_id, line.initial_price_cents, line.price_cents]),
      [
        [other.id, null, 4000, 4000],
        [panel.id, null, 3000, 3000],
        [iron.id, panel.id, 1500, 0],
        [tibc.id, panel.id, 2000, 0],
      ].sort((a, b) => `${a[1] ?? ''}${String(a[0])}`.localeCompare(`${b[1] ?? ''}${String(b[0])}`)),
    );
  });

  test('a test inside a panel already in the cart is refused', async () => {
    const member = await insertProduct(app, { name: 'Glucose' });
    const panel = await insertPanel(app, [member], { name: 'Metabolic Panel' });
    const cart = await added(app, { productId: panel.id });
    const response = await addRequest(app, { orderId: cart.id, productId: member.id });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), ALREADY_IN_PANEL);
  });

  test('two panels sharing a member: the member is discounted once beyond the first (spec/02 5)', async () => {
    const shared = await insertProduct(app, { name: 'CBC', masterCents: 1200 });
    const first = await insertPanel(app, [shared], { name: 'Wellness A', masterCents: 5000 });
    const second = await insertPanel(app, [shared], { name: 'Wellness B', masterCents: 6000 });
    const cart = await added(app, { productId: first.id });
    const body = await added(app, { orderId: cart.id, productId: second.id });
    assert.deepEqual(body.cart.summary.duplicateChilds, [{ productId: shared.id, name: 'CBC', count: 1, discount: 12 }]);
    assert.equal(body.cart.summary.duplicateDiscount, 12);
    assert.equal(body.cart.subTotal, 98);
    assert.equal(body.cart.orderTotal, 108);
    assert.deepEqual(await storedTotals(app, cart.id), {
      sub_total_cents: 9800,
      discount_cents: 1200,
      processing_fee_cents: 0,
      physician_oversight_fee_cents: 600,
      lab_draw_fee_cents: 400,
      order_total_cents: 10800,
      promo_code_id: null,
    });
  });

  test('an inactive product, or a panel with an inactive member, is blocked at add naming the inactive test', async () => {
    const retired = await insertProduct(app, { name: 'Retired Test', isActive: false });
    const refused = await addRequest(app, { productId: retired.id });
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { message: `${INACTIVE_AT_ADD} Retired Test` });

    const active = await insertProduct(app, { name: 'Active Member' });
    const panel = await insertPanel(app, [active, retired], { name: 'Mixed Panel' });
    const panelRefused = await addRequest(app, { productId: panel.id });
    assert.equal(panelRefused.statusCode, 409);
    assert.deepEqual(panelRefused.json(), { message: `${INACTIVE_AT_ADD} Retired Test` });
    // A refused first add makes no cart.
    assert.equal((await app.db.selectFrom('order_items').select('id').where('product_id', 'in', [retired.id, panel.id]).execute()).length, 0);
  });

  test('in Spanish, the add notice and a refusal are wholly Spanish, the name kept (issue 16: "Listo: Ferritin has been added...")', async () => {
    const spanish = { 'accept-language': 'es' };
    const iron = await insertProduct(app, { name: 'Iron and TIBC' });
    const body = await added(app, { productId: iron.id }, spanish);
    assert.deepEqual(body.notices, [{ type: 'success', message: 'Iron and TIBC se agregó a su carrito.' }]);
    const again = await addRequest(app, { productId: iron.id, orderId: body.id }, spanish);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: 'Este análisis ya está en su carrito y solo puede agregarse una vez.' });
    const reflex = await insertProduct(app, { name: 'ANA Screen Reflex', productType: 2, extraTestsCents: 4500 });
    const reflexAdded = await added(app, { productId: reflex.id, orderId: body.id }, spanish);
    assert.deepEqual(reflexAdded.notices, [{ type: 'warning', message: 'Se agregó, con un posible cargo adicional de $45.00 si el resultado es positivo.' }]);
    // The same add in English keeps the spec's words.
    const english = await added(app, { productId: iron.id });
    assert.deepEqual(english.notices, [{ type: 'success', message: 'Iron and TIBC has been added to your cart.' }]);
    // A product with a Spanish name is named so in the notice too; a shorter name inside it is not touched.
    const ironOnly = await insertProduct(app, { name: 'Iron' });
    await app.db.insertInto('product_translations').values({ product_id: ironOnly.id, language: 'es', name: 'Hierro' }).execute();
    const hierro = await added(app, { productId: ironOnly.id, orderId: body.id }, spanish);
    assert.deepEqual(hierro.notices, [{ type: 'success', message: 'Hierro se agregó a su carrito.' }]);
    assert.ok(hierro.cart.items.some((item) => item.product.name === 'Iron and TIBC'));
  });

  test('a reflex test says the warning with its extra price, once (spec/02 8; issue 16 defect 8)', async () => {
    const reflex = await insertProduct(app, { name: 'ANA Reflex', productType: 2, extraTestsCents: 4500 });
    const body = await added(app, { productId: reflex.id });
    assert.deepEqual(body.notices, [{ type: 'warning', message: 'It has been added, with a possible extra fee of $45.00 if the result is positive.' }]);
  });

  test('a product with a questionnaire needs a valid eligibility result (400), which is kept on the line', async () => {
    const igg = await insertProduct(app, { name: 'COVID-19 IgG', eligibility: 'covid-immune', masterCents: 4200 });
    const missing = await addRequest(app, { productId: igg.id });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { message: 'Please complete the eligibility questionnaire before adding this test.' });
    const invalid = await addRequest(app, { productId: igg.id, eligibility: { ...ELIGIBILITY, fourteenDays: 'YES' } });
    assert.equal(invalid.statusCode, 400);

    const body = await added(app, { productId: igg.id, eligibility: ELIGIBILITY });
    const stored = await app.db.selectFrom('order_items').select('eligibility').where('id', '=', body.newItemId).executeTakeFirstOrThrow();
    assert.deepEqual(stored.eligibility, ELIGIBILITY);
    // spec/02 9: the COVID-19 IgG order carries the $10 oversight fee.
    assert.equal(body.cart.physicianOversightFee, 10);
    assert.equal(body.cart.summary.hasCovidIgG, true);
    assert.equal(body.cart.orderTotal, 56);
  });

  test('unknown products and carts are 404; ids that are no UUID too', async () => {
    const noProduct = await addRequest(app, { productId: '00000000-0000-4000-8000-000000000000' });
    assert.equal(noProduct.statusCode, 404);
    assert.deepEqual(noProduct.json(), { message: 'We could not find this test.' });
    const notUuid = await addRequest(app, { productId: 'x' });
    assert.equal(notUuid.statusCode, 404);
    for (const url of ['/api/order/get/00000000-0000-4000-8000-000000000000', '/api/order/get/nope']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), CART_NOT_FOUND);
    }
  });

  test('removing a line and clearing the cart reprice it; an unknown line is 404', async () => {
    const a = await insertProduct(app, { masterCents: 1000 });
    const b = await insertProduct(app, { masterCents: 2000 });
    const cart = await added(app, { productId: a.id });
    const second = await added(app, { orderId: cart.id, productId: b.id });
    const removed = await app.inject({ method: 'DELETE', url: `/api/order/${cart.id}/item/${cart.newItemId}` });
    assert.equal(removed.statusCode, 200, removed.body);
    const afterRemove = removed.json<Cart>();
    assert.deepEqual(
      afterRemove.items.map((item) => item.id),
      [second.newItemId],
    );
    assert.equal(afterRemove.orderTotal, 30);
    const missing = await app.inject({ method: 'DELETE', url: `/api/order/${cart.id}/item/${cart.newItemId}` });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'This test is no longer in your cart.' });

    const cleared = await app.inject({ method: 'DELETE', url: `/api/order/${cart.id}/items` });
    assert.equal(cleared.statusCode, 200);
    const empty = cleared.json<Cart>();
    assert.deepEqual([empty.items, empty.itemsCount, empty.orderTotal, empty.summary.listTotal, empty.summary.averageSavings], [[], 0, 0, 0, 0]);
    assert.deepEqual(await storedLines(app, cart.id), []);
    assert.equal((await storedTotals(app, cart.id)).order_total_cents, 0);
  });

  test('a panel member cannot be removed on its own', async () => {
    const member = await insertProduct(app);
    const panel = await insertPanel(app, [member]);
    const cart = await added(app, { productId: panel.id });
    const memberId = cart.cart.items[0]?.children[0]?.id ?? '';
    const response = await app.inject({ method: 'DELETE', url: `/api/order/${cart.id}/item/${memberId}` });
    assert.equal(response.statusCode, 404);
    assert.equal((await storedLines(app, cart.id)).length, 2);
  });

  test('opening a cart deletes lines found inactive, each named in a block notice', async () => {
    const stays = await insertProduct(app, { name: 'Stays' });
    const goes = await insertProduct(app, { name: 'Goes Away' });
    const member = await insertProduct(app, { name: 'Member Retired' });
    const panel = await insertPanel(app, [member], { name: 'Panel With Retired Member' });
    const cart = await added(app, { productId: stays.id });
    await added(app, { orderId: cart.id, productId: goes.id });
    await added(app, { orderId: cart.id, productId: panel.id });
    await app.db.updateTable('products').set({ is_active: false }).where('id', 'in', [goes.id, member.id]).execute();
    const opened = await getCart(app, cart.id);
    const prefix = 'We are sorry, but a test or panel that you had in your cart is no longer approved for ordering. Please contact customer support for help. Non-approved test:';
    assert.deepEqual(opened.notices, [
      { type: 'block', message: `${prefix} Goes Away` },
      { type: 'block', message: `${prefix} Member Retired` },
    ]);
    assert.deepEqual(
      opened.items.map((item) => item.product.name),
      ['Stays'],
    );
    assert.deepEqual(
      (await storedLines(app, cart.id)).map((line) => line.product_id),
      [stays.id],
    );
    assert.equal((await storedTotals(app, cart.id)).order_total_cents, 3900);
    // Said once: the next opening has nothing to report.
    assert.deepEqual((await getCart(app, cart.id)).notices, []);
  });

  test('a signed-in customer adds to their own cart, made on the first add with their adult profile', async () => {
    const owner = await createCustomer(app);
    const product = await insertProduct(app);
    const first = await added(app, { productId: product.id }, owner.headers);
    const order = await app.db.selectFrom('orders').select(['user_id', 'profile_id']).where('id', '=', first.id).executeTakeFirstOrThrow();
    assert.deepEqual(order, { user_id: owner.userId, profile_id: owner.token.profileId });
    assert.equal(first.cart.items[0]?.profile, owner.token.profileId);
    // A guest cart named later is not used while the customer has one of their own.
    const guest = await added(app, { productId: (await insertProduct(app)).id });
    const second = await added(app, { orderId: guest.id, productId: (await insertProduct(app)).id }, owner.headers);
    assert.equal(second.id, first.id);
    assert.equal(second.cart.itemsCount, 2);
  });

  test('a signed-in customer without a cart takes over the ownerless cart they name', async () => {
    const owner = await createCustomer(app);
    const guest = await added(app, { productId: (await insertProduct(app)).id });
    const body = await added(app, { orderId: guest.id, productId: (await insertProduct(app)).id }, owner.headers);
    assert.equal(body.id, guest.id);
    const order = await app.db.selectFrom('orders').select(['user_id', 'profile_id']).where('id', '=', guest.id).executeTakeFirstOrThrow();
    assert.deepEqual(order, { user_id: owner.userId, profile_id: owner.token.profileId });
  });

  test("an owned cart: no session is 401, another customer's session 404, on every cart route", async () => {
    const owner = await createCustomer(app);
    const stranger = await createCustomer(app);
    const body = await added(app, { productId: (await insertProduct(app)).id }, owner.headers);
    const requests = [
      { method: 'GET', url: `/api/order/get/${body.id}` },
      { method: 'PUT', url: '/api/order/update/', payload: { orderId: body.id, action: 1, items: [{ id: body.newItemId, ProfileId: owner.token.profileId }] } },
      { method: 'DELETE', url: `/api/order/${body.id}/item/${body.newItemId}` },
      { method: 'DELETE', url: `/api/order/${body.id}/items` },
    ] as const;
    for (const request of requests) {
      const anonymous = await app.inject(request);
      assert.equal(anonymous.statusCode, 401, request.url);
      assert.deepEqual(anonymous.json(), UNAUTHORIZED);
      const other = await app.inject({ ...request, headers: stranger.headers });
      assert.equal(other.statusCode, 404, request.url);
      assert.deepEqual(other.json(), CART_NOT_FOUND);
    }
    // A guest naming an owned cart in an add is asked to sign in, not given a new cart.
    const guestAdd = await addRequest(app, { orderId: body.id, productId: (await insertProduct(app)).id });
    assert.equal(guestAdd.statusCode, 401);
    assert.equal((await storedLines(app, body.id)).length, 1);
  });

  test('PUT update sets each line (and its members) to one of the caller\'s profiles; others are 404', async () => {
    const owner = await createCustomer(app);
    const stranger = await createCustomer(app);
    const member = await insertProduct(app);
    const panel = await insertPanel(app, [member]);
    const body = await added(app, { productId: panel.id }, owner.headers);
    const profileId = owner.token.profileId ?? '';
    const child = await app.db
      .insertInto('profiles')
      .values({ user_id: owner.userId, is_child: true, first_name: 'Kid', middle_name: null, last_name: 'Owner', email: null, home_phone: null, work_phone: null, mobile_phone: null, gender: 1, birth_date: '2015-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const update = (ProfileId: string, id = body.newItemId) =>
      app.inject({ method: 'PUT', url: '/api/order/update/', headers: owner.headers, payload: { orderId: body.id, action: 1, items: [{ id, ProfileId }] } });
    const response = await update(child.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<Cart>().items[0]?.profile, child.id);
    assert.deepEqual(
      (await storedLines(app, body.id)).map((line) => line.profile_id),
      [child.id, child.id],
    );
    const foreign = await update(stranger.token.profileId ?? '');
    assert.equal(foreign.statusCode, 404);
    const unknownLine = await update(profileId, '00000000-0000-4000-8000-000000000000');
    assert.equal(unknownLine.statusCode, 404);
    assert.deepEqual(unknownLine.json(), { message: 'This test is no longer in your cart.' });
  });

  test('a submitted order refuses changes with 409 and is still readable by its owner', async () => {
    const owner = await createCustomer(app);
    const product = await insertProduct(app);
    const body = await added(app, { productId: product.id }, owner.headers);
    await app.db.updateTable('orders').set({ status: 2, submitted_at: new Date() }).where('id', '=', body.id).execute();
    const refusal = { message: 'This order has already been submitted, so its tests can no longer be changed.' };
    for (const request of [
      { method: 'DELETE', url: `/api/order/${body.id}/item/${body.newItemId}` },
      { method: 'DELETE', url: `/api/order/${body.id}/items` },
      { method: 'PUT', url: '/api/order/update/', payload: { orderId: body.id, action: 1, items: [] } },
    ] as const) {
      const response = await app.inject({ ...request, headers: owner.headers });
      assert.equal(response.statusCode, 409, request.url);
      assert.deepEqual(response.json(), refusal);
    }
    const read = await getCart(app, body.id, owner.headers);
    assert.equal(read.status, 2);
    assert.equal(read.orderTotal, 39);
    // The next add starts a new cart.
    const next = await added(app, { orderId: body.id, productId: product.id }, owner.headers);
    assert.notEqual(next.id, body.id);
  });

  test('concurrent adds of the same product make one line; the others are refused with 409', async () => {
    const product = await insertProduct(app);
    const cart = await added(app, { productId: (await insertProduct(app)).id }, customer.headers);
    const responses = await Promise.all(Array.from({ length: 6 }, () => addRequest(app, { orderId: cart.id, productId: product.id }, customer.headers)));
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) assert.deepEqual(response.json(), ALREADY_IN_CART);
    assert.equal((await storedLines(app, cart.id)).filter((line) => line.product_id === product.id).length, 1);
  });

  test("concurrent first adds of a customer without a cart make one cart", async () => {
    const owner = await createCustomer(app);
    const products = await Promise.all([insertProduct(app), insertProduct(app), insertProduct(app)]);
    const responses = await Promise.all(products.map((product) => added(app, { productId: product.id }, owner.headers)));
    assert.equal(new Set(responses.map((response) => response.id)).size, 1);
    const carts = await app.db.selectFrom('orders').select('id').where('user_id', '=', owner.userId).execute();
    assert.equal(carts.length, 1);
  });
});

describe('cart changes with an Idempotency-Key (offline replays)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, environment: { ...GENEROUS_LIMITS } });
  });
  afterAll(() => app.close());

  test('a repeated add, removal or clear gets the first answer and runs once', async () => {
    const first = await insertProduct(app);
    const second = await insertProduct(app);
    const cart = await added(app, { productId: first.id });
    const send = (method: 'POST' | 'DELETE', url: string, key: string, payload?: Record<string, unknown>) =>
      app.inject({ method, url, headers: { 'idempotency-key': key }, ...(payload ? { payload } : {}) });

    const add = () => send('POST', '/api/order/add', 'add-1', { orderId: cart.id, productId: second.id });
    const [original, repeat] = [await add(), await add()];
    assert.equal(original.statusCode, 200);
    assert.equal(repeat.statusCode, 200);
    assert.equal(repeat.headers['idempotent-replayed'], 'true');
    assert.deepEqual(repeat.json(), original.json());
    assert.equal((await storedLines(app, cart.id)).length, 2);

    const remove = () => send('DELETE', `/api/order/${cart.id}/item/${cart.newItemId}`, 'remove-1');
    const removed = await remove();
    assert.equal(removed.statusCode, 200);
    assert.deepEqual((await remove()).json(), removed.json());

    const clear = () => send('DELETE', `/api/order/${cart.id}/items`, 'clear-1');
    assert.equal((await clear()).statusCode, 200);
    assert.equal((await clear()).statusCode, 200);
    assert.deepEqual(await storedLines(app, cart.id), []);
  });
});
