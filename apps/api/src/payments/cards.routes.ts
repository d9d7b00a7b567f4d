import {
  addCardBodySchema,
  addCardParamsSchema,
  cardActionParamsSchema,
  cardDetailsSchema,
  cardIdParamsSchema,
  sandboxPaymentMethodResponseSchema,
  savedCardListSchema,
  savedCardSchema,
  updateCardBodySchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { currentAuth } from '../plugins/auth';
import { cardsService } from './cards.service';

const tags = ['payments'];

/** spec/02 7 "Cards", a list of them, and the sandbox's stand-in for Stripe.js. */
const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = cardsService(app.db, app.paymentProvider);
  const createPaymentMethod = app.paymentProvider.createPaymentMethod;

  app.get(
    '/api/payment/card/list',
    { onRequest: app.authenticate, schema: { tags, summary: "The caller's saved cards, the default first", response: { 200: savedCardListSchema } } },
    async (request) => {
      const items = await cards.list(currentAuth(request));
      return { items, count: items.length };
    },
  );

  app.post(
    '/api/payment/add/:id/:paymentTypeId',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Save a card to the caller's account (id: the caller's user id; paymentTypeId 1: card) from a payment method id",
        params: addCardParamsSchema,
        body: addCardBodySchema,
        response: { 200: savedCardSchema },
      },
    },
    (request) => cards.add(currentAuth(request), request.params.id, request.params.paymentTypeId, request.body.paymentMethodId),
  );

  app.put(
    '/api/payment/card/update',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: { tags, summary: "A new expiry for one of the caller's cards", body: updateCardBodySchema, response: { 200: savedCardSchema } },
    },
    (request) => cards.updateExpiry(currentAuth(request), request.body.id, request.body.expirationMonth, request.body.expirationYear),
  );

  app.put(
    '/api/payment/card/action/:id/:active',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: { tags, summary: "Put one of the caller's cards away (false) or back (true)", params: cardActionParamsSchema, response: { 200: savedCardSchema } },
    },
    (request) => cards.setActive(currentAuth(request), request.params.id, request.params.active === 'true'),
  );

  app.put(
    '/api/payment/card/default/:id',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: { tags, summary: "Make one of the caller's active cards the default", params: cardIdParamsSchema, response: { 200: savedCardSchema } },
    },
    (request) => cards.setDefault(currentAuth(request), request.params.id),
  );

  // Not idempotent on purpose: a stored request hash would be an unkeyed hash
  // of a card number and its security code. A repeat makes another payment
  // method, as a repeat of Stripe.js would; nothing is charged or saved by it.
  app.post(
    '/api/payment/sandbox/method',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sandbox mode only: card details to a payment method id, as Stripe.js does in the browser (404 with Stripe)',
        body: cardDetailsSchema,
        response: { 200: sandboxPaymentMethodResponseSchema },
      },
    },
    async (request) => {
      // With Stripe, card details must never reach our server.
      if (!createPaymentMethod) throw AppError.notFound();
      const method = await createPaymentMethod(request.body);
      return { paymentMethodId: method.paymentMethodId, cardType: method.cardType, cardNumberLastDigits: method.last4 };
    },
  );
};

export default cardsRoutes;
