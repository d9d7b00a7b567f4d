import { checkoutResultSchema, freeOrderParamsSchema, paymentConfirmationBodySchema, paymentIntentBodySchema, paymentIntentResponseSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withLocalizedMessage } from '../lib/localized-answers';
import { currentAuth } from '../plugins/auth';
import { checkoutService } from './checkout.service';

const tags = ['checkout'];

/** spec/02 4.5, 7: paying for the caller's cart, by card or, when it is free, without one. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = checkoutService(app.db, app.paymentProvider, app.log.child({ component: 'checkout' }), app.metrics.countPayment);

  app.post(
    '/api/order/checkout/intent',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: {
        tags,
        summary: "A payment intent for the caller's cart at the server's total (the same intent while the total stays the same)",
        body: paymentIntentBodySchema,
        response: { 200: paymentIntentResponseSchema },
      },
    },
    (request) => checkout.createIntent(currentAuth(request), request.body.orderId),
  );

  app.post(
    '/api/order/checkout/confirmation',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Submits the order once the provider says the payment succeeded (402 declined, 202 still processing); pays first with paymentMethodId or cardId',
        body: paymentConfirmationBodySchema,
        response: { 200: checkoutResultSchema, 202: checkoutResultSchema },
      },
    },
    async (request, reply) => {
      const outcome = await checkout.confirm(currentAuth(request), request.body);
      if ('statusCode' in outcome) return reply.code(outcome.statusCode).send(withLocalizedMessage(outcome.result, request.language));
      return withLocalizedMessage(outcome, request.language);
    },
  );

  app.post(
    '/api/order/checkout/confirmation/free/:id',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: { tags, summary: 'Submits a cart whose total is 0, without a card', params: freeOrderParamsSchema, response: { 200: checkoutResultSchema } },
    },
    async (request) => withLocalizedMessage(await checkout.confirmFree(currentAuth(request), request.params.id), request.language),
  );
};

export default checkoutRoutes;
