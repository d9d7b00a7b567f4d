import type { CheckoutResult, PaymentIntentResponse } from '@labstore/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { added, insertProduct, type ProductValues, type TestProduct } from '../cart/cart.test-fixtures';
import { createTestUser, signIn, type TestUserOptions } from '../profiles/profiles.test-fixtures';

// A signed-in customer with a cart ready to pay, and the checkout calls the tests share.

export interface Buyer {
  userId: string;
  headers: { authorization: string };
  orderId: string;
  product: TestProduct;
}

/** A product the lab partner fills (on the approved-test list), so the cart passes the Error 101 check. */
export async function insertApprovedProduct(app: FastifyInstance, values: ProductValues = {}): Promise<TestProduct> {
  const product = await insertProduct(app, values);
  const pwnCode = `T${product.id.slice(0, 8)}`;
  await app.db.insertInto('partner_tests').values({ code: pwnCode, name: product.name }).execute();
  await app.db.updateTable('products').set({ pwn_code: pwnCode }).where('id', '=', product.id).execute();
  return product;
}

/** A $29.00 test in the cart: with the $6.00 and $4.00 fees, $39.00 to pay. */
export async function createBuyer(app: FastifyInstance, options: TestUserOptions = {}, productValues: ProductValues = {}): Promise<Buyer> {
  const user = await createTestUser(app, options);
  const headers = await signIn(app, user.userId);
  const product = await insertApprovedProduct(app, productValues);
  const { id: orderId } = await added(app, { productId: product.id }, headers);
  return { userId: user.userId, headers, orderId, product };
}

export const BUYER_TOTAL_CENTS = 3900;

type Headers = Record<string, string>;

export function intentRequest(app: FastifyInstance, orderId: string, headers: Headers): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/order/checkout/intent', payload: { orderId }, headers });
}

export async function createIntent(app: FastifyInstance, buyer: Buyer): Promise<PaymentIntentResponse> {
  const response = await intentRequest(app, buyer.orderId, buyer.headers);
  if (response.statusCode !== 200) throw new Error(`intent: ${response.statusCode} ${response.body}`);
  return response.json<PaymentIntentResponse>();
}

export function confirmationRequest(app: FastifyInstance, payload: Record<string, unknown>, headers: Headers): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/order/checkout/confirmation', payload: { paymentStatus: 1, ...payload }, headers });
}

export function succeeded(orderId: string, number: number): CheckoutResult {
  return { orderId, number, status: 2, paymentStatus: 1, message: 'Payment succeeded!' };
}

export async function orderRow(app: FastifyInstance, orderId: string) {
  return app.db.selectFrom('orders').select(['number', 'status', 'is_payment_skipped', 'submitted_at', 'order_total_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function paymentRows(app: FastifyInstance, orderId: string) {
  return app.db
    .selectFrom('payment_transactions')
    .select(['provider', 'provider_reference', 'amount_cents', 'currency', 'status', 'card_type', 'card_last4'])
    .where('order_id', '=', orderId)
    .execute();
}
