import { adminAuditListSchema, adminAuditQuerySchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAdminActions } from '../audit';

/**
 * Issue 19 "Audit": the administrators' view of the audit trail. Read only:
 * no route changes or deletes a row. Personal (e-mails, addresses):
 * plugins/no-store-default.ts marks it no-store.
 */
const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'The audit trail, newest first, 10 a page, by actor (user id or e-mail fragment), action, subject id and date range',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListSchema },
      },
    },
    (request) => listAdminActions(app.db, request.query),
  );
};

export default auditAdminRoutes;
