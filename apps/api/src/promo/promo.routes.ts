import { type Cart, type PromoResult, type SiteLanguage, applyPromoBodySchema, orderIdParamsSchema, promoCheckQuerySchema, promoCheckResponseSchema, promoResultSchema, promoSummarySchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withLocalizedMessage } from '../lib/localized-answers';
import { promoService, type PriceOrder } from './promo.service';

const tags = ['promo'];
// The order's code is documented among the cart's routes (spec/02 7 "Cart and orders").
const cartTags = ['cart'];

/**
 * spec/02 7 "Promo": the lookups of a code before it is on an order, and the
 * order's code applied and removed (the cart's rules: a guest reaches an
 * ownerless cart by its id, cart/cart.routes.ts). The cart's pricing is
 * given at composition, so promo does not import the cart.
 */
/** The cart's own wording of a cart in a language (names and notices), given at composition like its pricing. */
export type WordCart = (cart: Cart, language: SiteLanguage) => Promise<Cart>;

const promoRoutes: FastifyPluginAsyncZod<{ priceCart: PriceOrder; wordCart: WordCart }> = async (app, { priceCart, wordCart }) => {
  const promos = promoService(app.db, priceCart);
  /** A promo answer's message and its cart wholly in the request's language. */
  const localizedPromoAnswer = async (answer: PromoResult, language: SiteLanguage): Promise<PromoResult> => ({
    ...withLocalizedMessage(answer, language),
    cart: await wordCart(answer.cart, language),
  });

  app.post(
    '/api/order/promo/add',
    {
      onRequest: app.identify,
      config: { idempotent: true },
      schema: { tags: cartTags, summary: 'Apply a promo code to the cart', body: applyPromoBodySchema, response: { 200: promoResultSchema } },
    },
    async (request) => localizedPromoAnswer(await promos.apply(request.auth, request.body), request.language),
  );

  app.get(
    '/api/order/promo/remove/:id',
    {
      onRequest: app.identify,
      config: { idempotent: true },
      schema: { tags: cartTags, summary: "Remove the cart's promo code", params: orderIdParamsSchema, response: { 200: promoResultSchema } },
    },
    async (request) => localizedPromoAnswer(await promos.remove(request.auth, request.params.id), request.language),
  );

  app.get(
    '/api/promo/check',
    {
      // Signed in, the customer's own uses of the code count too.
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Whether a code can be used now, and what the welcome dialog says of it (404 with the reason)',
        querystring: promoCheckQuerySchema,
        response: { 200: promoCheckResponseSchema },
      },
    },
    (request) => promos.check(request.auth, request.query.code),
  );

  app.get(
    '/api/promo/get/:id',
    {
      schema: { tags, summary: "A code's text and whether it is hidden (isBlured)", params: orderIdParamsSchema, response: { 200: promoSummarySchema } },
    },
    (request) => promos.summary(request.params.id),
  );
};

export default promoRoutes;
