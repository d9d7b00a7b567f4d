import { orderActionResultSchema, resultsBindQuerySchema, unsolicitedReportsSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { withLocalizedMessage } from '../lib/localized-answers';
import { currentAuth } from '../plugins/auth';
import { bindUnsolicitedResults, unsolicitedReports } from '../results';

const tags = ['results'];

/**
 * spec/02 7 unsolicited and bind: the administrators' results routes
 * (docs/decisions.md "After the order"). Health data: no-store.
 */
const resultsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/order/results/unsolicited',
    { schema: { tags, summary: 'Reports the partner holds for no order of ours (administrators)', response: { 200: unsolicitedReportsSchema } } },
    (request) => unsolicitedReports(app.db, app.partner, currentAuth(request)),
  );

  app.get(
    '/api/order/results/bind',
    {
      schema: {
        tags,
        summary: 'Bind an unsolicited report to an order In Progress, which completes it (administrators)',
        querystring: resultsBindQuerySchema,
        response: { 200: orderActionResultSchema },
      },
    },
    async (request) => withLocalizedMessage(await bindUnsolicitedResults(app.db, app.partner, currentAuth(request), request.query, adminActorOf(request)), request.language),
  );
};

export default resultsAdminRoutes;
