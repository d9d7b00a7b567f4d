import { labVisitPassParamsSchema, labVisitPassSchema, waitingPassesSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../plugins/auth';
import { findNearestTestCenters, sandboxPartnerCenters } from '../testcenters';
import { labVisitService } from './lab-visit.service';

const tags = ['orders'];

/**
 * Issue 18 "The lab-visit pass" (our paths: the spec has no pass). The pass
 * names the patient, the tests and the requisitions: health data, so every
 * answer is no-store (DESIGN.md API) and each pass given is logged by the
 * service.
 */
const labVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  // The centers the test center finder shows (testcenters.routes.ts): the lab partner's, the sandbox's seeded ones.
  const centers = sandboxPartnerCenters(app.db);
  const passes = labVisitService(app.db, (zip, top) => findNearestTestCenters(centers, zip, top));

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/order/passes',
    { onRequest: app.authenticate, schema: { tags, summary: "The caller's approved orders waiting for their visit (no results yet), newest first", response: { 200: waitingPassesSchema } } },
    (request) => passes.waiting(currentAuth(request)),
  );

  app.get(
    '/api/order/pass/:orderId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "An approved order's lab-visit pass: patient, requisitions with their barcodes, tests, fasting and preparation, nearest test centers",
        params: labVisitPassParamsSchema,
        response: { 200: labVisitPassSchema },
      },
    },
    (request) => passes.pass(currentAuth(request), request.params.orderId),
  );
};

export default labVisitRoutes;
