import { orderIdParamsSchema, promoCheckQuerySchema, promoCheckResponseSchema, promoSummarySchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoService } from './promo.service';

const tags = ['promo'];

/** spec/02 7 "Promo": the lookups of a code before it is on an order. */
const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const promos = promoService(app.db);

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
