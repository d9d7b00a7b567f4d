import { addToCartResponseSchema, PAYMENT_TYPE_CARD, sandboxPaymentMethodResponseSchema, savedCardSchema } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { insertCompletedOrder } from '../results/results.test-fixtures';

// What the security suite's customers own beyond their profile, made through
// the API: an open cart with one line and a saved card. The cart and
// checkout features fill this in as their routes land. A completed order
// with results is made by direct inserts (the partner's jobs make them in
// the running app).

export interface OwnedCommerce {
  cart: { orderId: string; itemId: string };
  cardId: string;
  /** A paid order of the suite product, approved and with results (status 8 Completed). */
  completedOrder: { orderId: string; number: number; apiResultId: string };
}

/** The one product of the suite's catalogue (its app is built without the seed). */
export const SUITE_PRODUCT_ID = '5e1f0a4c-0b1d-4c55-9a6e-5a17e0000001';
const SUITE_PARTNER_CODE = 'SUITE-FERRITIN';
/** An order promo code the cart's promo routes can apply. */
export const SUITE_PROMO_CODE = 'SUITE10';

/** The catalogue and promo rows no API makes yet (the admin editors come later). */
async function ensureCatalogue(app: FastifyInstance): Promise<void> {
  await app.db
    .insertInto('products')
    .values({ id: SUITE_PRODUCT_ID, slug: 'suite-ferritin', name: 'Ferritin', product_type: 1, master_price_cents: 2900, market_price_cents: 6900, pwn_code: SUITE_PARTNER_CODE })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  // On the lab partner's approved list, so the cart can check out (Error 101 otherwise).
  await app.db
    .insertInto('partner_tests')
    .values({ code: SUITE_PARTNER_CODE, name: 'Ferritin' })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const promo = await app.db.selectFrom('promo_codes').select('id').where('code', '=', SUITE_PROMO_CODE).executeTakeFirst();
  if (!promo) {
    await app.db
      .insertInto('promo_codes')
      .values({ description: 'Suite 10%', code: SUITE_PROMO_CODE, discount_type: 1, discount_value: 1000, promo_type: 0, total_use_limit: 0, customer_use_limit: 0 })
      .execute();
  }
}

async function createOwnedCart(app: FastifyInstance, headers: { authorization: string }): Promise<OwnedCommerce['cart']> {
  await ensureCatalogue(app);
  const response = await app.inject({ method: 'POST', url: '/api/order/add', headers, payload: { productId: SUITE_PRODUCT_ID } });
  if (response.statusCode !== 200) throw new Error(`suite cart: ${response.statusCode} ${response.body}`);
  const added = addToCartResponseSchema.parse(response.json());
  return { orderId: added.id, itemId: added.newItemId };
}

/** A card saved as the web app saves one in sandbox mode: the card form's payment method, then add. */
async function createOwnedCard(app: FastifyInstance, headers: { authorization: string }, userId: string): Promise<string> {
  const card = { cardNumber: '4242424242424242', cvc: '123', month: 12, year: new Date().getUTCFullYear() + 2 };
  const method = await app.inject({ method: 'POST', url: '/api/payment/sandbox/method', headers, payload: card });
  if (method.statusCode !== 200) throw new Error(`suite card: ${method.statusCode} ${method.body}`);
  const { paymentMethodId } = sandboxPaymentMethodResponseSchema.parse(method.json());
  const saved = await app.inject({ method: 'POST', url: `/api/payment/add/${userId}/${PAYMENT_TYPE_CARD}`, headers, payload: { paymentMethodId } });
  if (saved.statusCode !== 200) throw new Error(`suite card: ${saved.statusCode} ${saved.body}`);
  return savedCardSchema.parse(saved.json()).id;
}

async function createCompletedOrder(app: FastifyInstance, userId: string): Promise<OwnedCommerce['completedOrder']> {
  const profile = await app.db.selectFrom('profiles').select('id').where('user_id', '=', userId).where('is_child', '=', false).executeTakeFirstOrThrow();
  return insertCompletedOrder(app.db, { userId, profileId: profile.id, productIds: [SUITE_PRODUCT_ID] });
}

export async function createOwnedCommerce(app: FastifyInstance, headers: { authorization: string }, userId: string): Promise<OwnedCommerce> {
  const cart = await createOwnedCart(app, headers);
  return { cart, cardId: await createOwnedCard(app, headers, userId), completedOrder: await createCompletedOrder(app, userId) };
}
