import { STRIPE_SIGNATURE_HEADER, stripeWebhookHeadersSchema, stripeWebhookResponseSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { checkoutService } from './checkout.service';

/**
 * Stripe's webhook, the source of truth when the browser never comes back:
 * payment_intent.succeeded settles the payment through the same function as
 * the confirmation. The signature covers the exact bytes Stripe sent, so
 * this route alone (an encapsulated plugin) reads its JSON body raw. A signed
 * event is still checked for shape before use (issue 14).
 */
const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = checkoutService(app.db, app.paymentProvider, app.log.child({ component: 'checkout' }), app.metrics.countPayment);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payment/webhook/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's signed events (payment_intent.succeeded submits the order, or refunds a payment that cannot)",
        headers: stripeWebhookHeadersSchema,
        response: { 200: stripeWebhookResponseSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = app.paymentProvider.verifyWebhook(raw, request.headers[STRIPE_SIGNATURE_HEADER] ?? '');
      if (!event) throw AppError.badRequest(CHECKOUT_MESSAGES.webhookSignature);
      if (event.type === 'malformed') {
        request.log.warn({ eventType: event.eventType }, 'a signed webhook event has not the shape of a Stripe event');
        throw AppError.badRequest(CHECKOUT_MESSAGES.webhookMalformed);
      }
      if (event.type === 'payment_intent.succeeded') await checkout.paymentSucceeded(event.intent);
      return { received: true };
    },
  );
};

export default paymentWebhookRoutes;
