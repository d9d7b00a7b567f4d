import { ORDER_STATUS, type Cart, type CartItem, type Notice } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import type { CartProductSummary, CartRequest } from './cart-edits';
import type { CartAnswer } from './cart-calls';

// For the cart's tests: a server that keeps carts and answers a repeated
// Idempotency-Key with its first answer, as the API does, with switches that
// make it fail the ways a real network does.

export const product = (id: string, name = `Test ${id}`): CartProductSummary => ({
  id,
  name,
  slug: `test-${id}`,
  imageId: null,
  marketPrice: 20,
  masterPrice: 10,
  productType: 1,
  eligibility: null,
});

export function cartOf(id: string, productIds: readonly string[], status: number = ORDER_STATUS.Cart): Cart {
  const items: CartItem[] = productIds.map((productId) => itemOf(productId));
  return {
    id,
    number: 1000,
    status,
    profileId: null,
    items,
    itemsCount: items.length,
    processingFee: 0,
    labDrawFee: 0,
    physicianOversightFee: 0,
    isUsePromoCode: false,
    promoCodeId: null,
    promoCode: null,
    isBlured: false,
    subTotal: items.length * 10,
    orderTotal: items.length * 10,
    createdDate: '2026-11-23T00:00:00.000Z',
    submittedDate: null,
    isPaymentSkipped: false,
    transactions: [],
    summary: {
      subTotal: items.length * 10,
      marketTotal: items.length * 20,
      listTotal: items.length * 20 + 232,
      discount: 0,
      duplicateDiscount: 0,
      promoDiscount: 0,
      subTotalPromoCode: 0,
      physicianFee: 0,
      defaultPhysicianFee: 0,
      listPhysicianFee: 219,
      labDrawFee: 0,
      defaultLabDrawFee: 0,
      listLabDrawFee: 13,
      processingFee: 0,
      cartTotal: items.length * 10,
      isFree: items.length === 0,
      averageSavings: 0,
      hasCovidIgG: false,
      duplicateChilds: [],
    },
    notices: [],
  };
}

export function itemOf(productId: string): CartItem {
  const { id, name, slug, imageId, marketPrice, masterPrice, productType } = product(productId);
  return {
    id: `item-${productId}`,
    profile: null,
    product: { id, name, slug, cpt: '80000', imageId, marketPrice: marketPrice ?? 0, masterPrice, productType, isActive: true, extraTestsPrice: null, eligibility: null, lang: 'en' },
    children: [],
    orderItemInitialPrice: masterPrice,
    orderItemPrice: masterPrice,
    promoCode: null,
    isUsePromoCode: false,
    isChild: false,
  };
}

export interface TestServer {
  send(request: CartRequest, key: string): Promise<CartAnswer>;
  fetchCart(orderId: string): Promise<Cart>;
  /** Product ids in the stored cart. */
  productsOf(orderId: string): string[];
  /** Every request that reached the server, with its key. */
  received: { request: CartRequest; key: string }[];
  /** Products the server refuses, with the message it refuses with. */
  refuse: Map<string, string>;
  /** How many of the next requests are not reached at all. */
  unreachable: number;
  /** How many of the next requests are applied but their answer lost on the way back. */
  answersLost: number;
  /** How many of the next requests answer 409 with Retry-After (a repeat still running). */
  busy: number;
  /** How many of the next requests answer 500. */
  failing: number;
}

export function createTestServer(newCartId = 'cart-1'): TestServer {
  const carts = new Map<string, string[]>();
  const answers = new Map<string, CartAnswer>();

  function apply(request: CartRequest): CartAnswer {
    if (request.method === 'POST' && request.body) {
      const orderId = request.body.orderId && carts.has(request.body.orderId) ? request.body.orderId : newCartId;
      const lines = carts.get(orderId) ?? [];
      const productId = request.body.productId;
      const refusal = server.refuse.get(productId);
      if (refusal) throw new ApiError(409, refusal, { message: refusal });
      if (lines.includes(productId)) throw new ApiError(409, 'This test is already in your cart and can only be added once.', {});
      carts.set(orderId, [...lines, productId]);
      const notices: Notice[] = [{ type: 'success', message: `Test ${productId} has been added to your cart.` }];
      return { cart: cartOf(orderId, carts.get(orderId) ?? []), notices };
    }
    const [, , , orderId, what, itemId] = request.url.split('/');
    const lines = orderId ? carts.get(orderId) : undefined;
    if (!orderId || !lines) throw new ApiError(404, 'We could not find this cart. It may have been emptied or submitted.', {});
    if (what === 'items') carts.set(orderId, []);
    else {
      const productId = itemId?.replace(/^item-/, '') ?? '';
      if (!lines.includes(productId)) throw new ApiError(404, 'This test is no longer in your cart.', {});
      carts.set(orderId, lines.filter((line) => line !== productId));
    }
    return { cart: cartOf(orderId, carts.get(orderId) ?? []), notices: [] };
  }

  const server: TestServer = {
    received: [],
    refuse: new Map(),
    unreachable: 0,
    answersLost: 0,
    busy: 0,
    failing: 0,
    async send(request, key) {
      if (server.unreachable > 0) {
        server.unreachable -= 1;
        throw new ApiError(0, 'offline', undefined);
      }
      server.received.push({ request, key });
      if (server.busy > 0) {
        server.busy -= 1;
        throw new ApiError(409, 'still running', {}, 1);
      }
      if (server.failing > 0) {
        server.failing -= 1;
        throw new ApiError(500, 'An error has occurred.', {});
      }
      const first = answers.get(key);
      const answer = first ?? apply(request);
      answers.set(key, answer);
      if (server.answersLost > 0) {
        server.answersLost -= 1;
        throw new ApiError(0, 'offline', undefined);
      }
      return structuredClone(answer);
    },
    async fetchCart(orderId) {
      const lines = carts.get(orderId);
      if (!lines) throw new ApiError(404, 'We could not find this cart. It may have been emptied or submitted.', {});
      return cartOf(orderId, lines);
    },
    productsOf: (orderId) => [...(carts.get(orderId) ?? [])],
  };
  return server;
}
