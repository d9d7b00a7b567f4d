import {
  localizeMessage,
  orderActionResultSchema,
  orderHistoryListSchema,
  orderHistoryQuerySchema,
  orderIdParamsSchema,
  orderStatusListSchema,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  receiptSchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { administratorOf } from '../audit';
import { withLocalizedMessage } from '../lib/localized-answers';
import { currentAuth } from '../plugins/auth';
import { orderHistoryService } from './order-history.service';

const tags = ['orders'];


/**
 * spec/02 7 "Cart and orders", after checkout (issue 17): the caller's order
 * history, cancel, delete, the receipt (our path: the spec shows the receipt
 * but not its call) and the status list. Who may call what:
 * docs/decisions.md "After the order". Answers naming a customer's order are
 * personal: plugins/no-store-default.ts marks them no-store, and the receipt
 * says so itself.
 */
const orderHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = orderHistoryService(app.db);

  app.get(
    '/api/taxonomy/order',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The caller's orders, newest first, 10 a page, by date range and status mask (255 all)", querystring: orderHistoryQuerySchema, response: { 200: orderHistoryListSchema } },
    },
    (request) => orders.list(currentAuth(request), request.query, request.language),
  );

  app.get(
    '/api/order/status/browse/62',
    { schema: { tags, summary: 'The order status lookup (spec/03 4): ids and names', response: { 200: orderStatusListSchema } } },
    (request) => ({ items: ORDER_STATUSES.map((id) => ({ id, name: localizeMessage(ORDER_STATUS_LABELS[id], request.language) })) }),
  );

  app.get(
    '/api/order/cancel/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "Cancel an order: the customer's own while Submitted; administrators also In Progress or ExternalApiError. Refunded in full", params: orderIdParamsSchema, response: { 200: orderActionResultSchema } },
    },
    async (request) => withLocalizedMessage(await orders.cancel(currentAuth(request), request.params.id, administratorOf(request)), request.language),
  );

  app.delete(
    '/api/order/:id',
    {
      onRequest: app.authenticate,
      config: { idempotent: true },
      schema: { tags, summary: 'Remove a rejected or canceled order from the history (records kept); administrators also delete carts', params: orderIdParamsSchema, response: { 200: orderActionResultSchema } },
    },
    async (request) => withLocalizedMessage(await orders.remove(currentAuth(request), request.params.id, administratorOf(request)), request.language),
  );

  app.get(
    '/api/order/receipt/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'The printable receipt of an order (spec/02 2.9, 9)', params: orderIdParamsSchema, response: { 200: receiptSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orders.receipt(currentAuth(request), request.params.id, request.language);
    },
  );
};

export default orderHistoryRoutes;
