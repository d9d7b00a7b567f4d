import { legacyCheckoutBodySchema, legacyCheckoutResultSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withLocalizedMessage } from '../lib/localized-answers';
import { currentAuth } from '../plugins/auth';
import { legacyCheckoutService } from './legacy-checkout';

/** spec/02 4.5 step 7 and 7 "Cart and orders": the older submit path, one call with a saved card. */
const legacyCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const legacy = legacyCheckoutService(app.db, app.paymentProvider, app.log.child({ component: 'checkout' }), app.metrics.countPayment);

  app.post(
    '/api/order/checkout',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: {
        tags: ['checkout'],
        summary: "Pays the caller's cart with one of their saved cards (the older path); errorType 1 a logic error, 5 a payment error",
        body: legacyCheckoutBodySchema,
        response: { 200: legacyCheckoutResultSchema, 202: legacyCheckoutResultSchema, 402: legacyCheckoutResultSchema, 403: legacyCheckoutResultSchema, 409: legacyCheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const answer = await legacy.checkout(currentAuth(request), request.body);
      return reply.code(answer.statusCode).send(withLocalizedMessage(answer.result, request.language));
    },
  );
};

export default legacyCheckoutRoutes;
