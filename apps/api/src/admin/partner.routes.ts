import { partnerOrderListSchema, partnerOrdersParamsSchema, partnerOrdersQuerySchema, partnerTestListSchema, partnerTestsQuerySchema, type PartnerOrderEntry } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerOrdersRepository, type ListedPartnerOrder } from '../orders/partner-orders.repository';

const tags = ['partner'];

function entryOf(row: ListedPartnerOrder): PartnerOrderEntry {
  return {
    linkedOrder: { id: row.order_id, number: row.order_number },
    pwnOrderId: row.partner_order_id,
    pwnStatus: row.status,
    pwnTimestamp: row.status_at.toISOString(),
    errorMessage: row.error_message,
    rejectionReason: row.rejection_reason,
  };
}

/**
 * Issue 19, spec/03 2 Pwn Tests and Pwn Orders tabs, 7 Partner: the partner's
 * tests, through the partner interface (app.partner: the sandbox or the
 * partner's API), and our record of the orders sent to it (docs/api-admin.md).
 */
const partnerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const partnerOrders = partnerOrdersRepository(app.db);

  app.get(
    '/api/pwnhealth/types',
    {
      schema: {
        tags,
        summary: "The partner's tests, by name",
        querystring: partnerTestsQuerySchema,
        response: { 200: partnerTestListSchema },
      },
    },
    async () => {
      const tests = await app.partner.tests();
      const items = [...tests].sort((first, second) => first.name.localeCompare(second.name, 'en'));
      return { items, count: items.length };
    },
  );

  app.get(
    '/api/pwnhealth/orders/:status',
    {
      schema: {
        tags,
        summary: 'Orders sent to the partner, newest first, 10 a page: status 0 all, 1 pending, 2 approved, 3 rejected, 4 results; search by order number or partner order id',
        params: partnerOrdersParamsSchema,
        querystring: partnerOrdersQuerySchema,
        response: { 200: partnerOrderListSchema },
      },
    },
    async (request) => {
      const { status } = request.params;
      const { $skip, $top, search } = request.query;
      const { rows, count } = await partnerOrders.page({ skip: $skip, top: $top, status: status === 0 ? undefined : status, search: search || undefined });
      return { items: rows.map(entryOf), count };
    },
  );
};

export default partnerAdminRoutes;
