import type { FastifyPluginAsync } from 'fastify';
import { mayReadMetrics, type MetricsAccess } from './metrics-access';

/**
 * GET /metrics, Prometheus's text format (docs/operations.md Metrics). For
 * the scraper, not the API: kept out of the OpenAPI document, like /health.
 * A caller it is not for gets the store's answer to an unknown address (404),
 * so the route does not say it exists; a wrong token too, rather than a 401
 * that would confirm it.
 */
const metricsRoutes: FastifyPluginAsync<MetricsAccess> = async (app, access) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request.headers.authorization, access)) {
      // The not-found handler answers (it may read the database first): returning the reply tells Fastify so.
      reply.callNotFound();
      return reply;
    }
    const { contentType, body } = await app.metrics.exposition();
    return reply.header('Cache-Control', 'no-store').type(contentType).send(body);
  });
};

export default metricsRoutes;
