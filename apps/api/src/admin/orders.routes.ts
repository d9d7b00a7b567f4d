import { adminTransactionListSchema, adminTransactionsQuerySchema, orderActionResultSchema, orderIdParamsSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { withLocalizedMessage } from '../lib/localized-answers';
import { orderAdminService } from '../order-history';
import { currentAuth } from '../plugins/auth';

/**
 * spec/03 7 Orders, the administrators' order calls (docs/decisions.md
 * "After the order", docs/api-admin.md "Transactions"): every order, and
 * asking the partner to decide on one now. Cancel and remove are the
 * customer's calls (order-history), which reach any order for the Admin role. Their answers are personal: plugins/no-store-default.ts marks them no-store.
 */
const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = orderAdminService(app.db);

  app.get(
    '/api/order/browse',
    {
      schema: {
        tags: ['orders'],
        summary: 'Every order, newest first, 10 a page: by status mask (255 all), day range, order number or user, promo, free-only',
        querystring: adminTransactionsQuerySchema,
        response: { 200: adminTransactionListSchema },
      },
    },
    (request) => orders.browse(request.query, request.language),
  );

  app.get(
    '/api/order/approve/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Ask the partner to decide on an order now (a physician approves, never this call); an ExternalApiError order goes back to where it was',
        params: orderIdParamsSchema,
        response: { 200: orderActionResultSchema },
      },
    },
    async (request) => withLocalizedMessage(await orders.approve(currentAuth(request), request.params.id, adminActorOf(request)), request.language),
  );
};

export default ordersAdminRoutes;
