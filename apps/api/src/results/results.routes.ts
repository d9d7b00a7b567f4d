import {
  orderResultsDataParamsSchema,
  orderResultsDataSchema,
  orderResultsParamsSchema,
  orderResultsSchema,
  RESULT_FILE_TYPE,
  resultAvailabilityParamsSchema,
  resultAvailabilitySchema,
  resultDownloadParamsSchema,
  resultTrendsSchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../plugins/auth';
import { resultsService } from './results.service';

const tags = ['results'];

/**
 * spec/02 7 "Results and sharing": an order's results, documents and data,
 * for its owner and administrators (docs/decisions.md "After the order").
 * Health data: every answer is no-store (DESIGN.md API), and every read is
 * logged by the service.
 */
const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const results = resultsService(app.db);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/order/results/trends',
    { onRequest: app.authenticate, schema: { tags, summary: "The caller's numeric results by analyte, oldest first", response: { 200: resultTrendsSchema } } },
    (request) => results.trends(currentAuth(request)),
  );

  app.get(
    '/api/order/results/:id',
    { onRequest: app.authenticate, schema: { tags, summary: "An order's requisitions and results, with their download links", params: orderResultsParamsSchema, response: { 200: orderResultsSchema } } },
    (request) => results.list(currentAuth(request), request.params.id),
  );

  app.get(
    '/api/order/results/get/:apiResultId/:orderId',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Whether the requisition and results PDFs can be downloaded', params: resultAvailabilityParamsSchema, response: { 200: resultAvailabilitySchema } },
    },
    (request) => results.availability(currentAuth(request), request.params.orderId, request.params.apiResultId),
  );

  app.get(
    '/api/order/results/download/:orderId/:apiResultId/:type',
    { onRequest: app.authenticate, schema: { tags, summary: 'The requisition (1) or results (3) PDF', params: resultDownloadParamsSchema } },
    async (request, reply) => {
      const { orderId, apiResultId, type } = request.params;
      const file = await results.download(currentAuth(request), orderId, apiResultId, type === '1' ? RESULT_FILE_TYPE.requisition : RESULT_FILE_TYPE.results);
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${file.fileName}"`).send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );

  app.get(
    '/api/order/results/data/:orderId',
    { onRequest: app.authenticate, schema: { tags, summary: "An order's results as data: reports and observations", params: orderResultsDataParamsSchema, response: { 200: orderResultsDataSchema } } },
    (request) => results.data(currentAuth(request), request.params.orderId),
  );
};

export default resultsRoutes;
