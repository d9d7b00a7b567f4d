import {
  addToCartBodySchema,
  addToCartResponseSchema,
  cartSchema,
  orderIdParamsSchema,
  orderItemParamsSchema,
  orderItemsParamsSchema,
  updateCartBodySchema,
  type Cart,
} from '@labstore/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administratorOf, type AdminActor } from '../audit';
import { cartAnswerInLanguage, wordedCart } from './cart-language';
import { cartService } from './cart.service';

/**
 * Issue 19 "every administrative change writes an audit row": a cart change
 * made in a quasi-admin session (login-as, or the Transactions tab's
 * temporary session, spec/03 2) is the administrator's. A customer's own
 * change, or an administrator's of their own cart, is not audited.
 */
const quasiAdminActorOf = (request: FastifyRequest): AdminActor | undefined => (request.auth?.actingAdminId ? administratorOf(request) : undefined);

const tags = ['cart'];

/**
 * spec/02 7 "Cart and orders" (cart rows; the order's promo code is
 * promo/promo.routes.ts's). Guests
 * reach their ownerless cart by its id (docs/decisions.md "Guest carts are
 * server carts reached by their id"), so the caller is identified, not
 * required; the service refuses an owned cart without its owner's session.
 * Every change accepts an Idempotency-Key (plugins/idempotency-config.ts).
 * The routes are registered in the order the security suite's owner replays
 * them: reads and edits first, the removals, then an add that refills the cart.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = cartService(app.db);
  const worded = (request: FastifyRequest) => (cart: Cart) => wordedCart(app.db, request.language, cart);

  app.get(
    '/api/order/get/:id',
    {
      onRequest: app.identify,
      schema: { tags, summary: 'The order with its items; opening a cart deletes inactive lines and re-checks its promo code', params: orderIdParamsSchema, response: { 200: cartSchema } },
    },
    (request) => carts.get(request.auth, request.params.id).then(worded(request)),
  );

  app.put(
    '/api/order/update/',
    {
      onRequest: app.identify,
      config: { idempotent: true },
      schema: { tags, summary: "Which of the caller's profiles each line is for", body: updateCartBodySchema, response: { 200: cartSchema } },
    },
    (request) => carts.update(request.auth, request.body).then(worded(request)),
  );

  app.delete(
    '/api/order/:orderId/item/:itemId',
    {
      onRequest: app.identify,
      config: { idempotent: true },
      schema: { tags, summary: 'Remove one line (a panel goes with its members)', params: orderItemParamsSchema, response: { 200: cartSchema } },
    },
    async (request) => carts.removeItem(request.auth, request.params.orderId, request.params.itemId, quasiAdminActorOf(request)).then(worded(request)),
  );

  app.delete(
    '/api/order/:orderId/items',
    {
      onRequest: app.identify,
      config: { idempotent: true },
      schema: { tags, summary: 'Clear the cart', params: orderItemsParamsSchema, response: { 200: cartSchema } },
    },
    (request) => carts.clear(request.auth, request.params.orderId).then(worded(request)),
  );

  app.post(
    '/api/order/add',
    {
      onRequest: app.identify,
      config: { idempotent: true },
      schema: { tags, summary: 'Add a test or panel to the cart (a new cart when none is named)', body: addToCartBodySchema, response: { 200: addToCartResponseSchema } },
    },
    async (request) => {
      return cartAnswerInLanguage(app.db, request.language, await carts.add(request.auth, request.body, quasiAdminActorOf(request)));
    },
  );
};

export default cartRoutes;
