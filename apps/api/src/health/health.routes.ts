import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });

/** /health says the process is up; /ready says it can serve (the database answers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
};

export default healthRoutes;
