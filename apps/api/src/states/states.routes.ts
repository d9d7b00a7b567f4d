import { stateForZip, stateListResponseSchema, US_STATES, zipParamsSchema, zipStateResponseSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';


const statesRoutes: FastifyPluginAsyncZod = async (app) => {
  // spec/01 7: the state list is sent with a no-cache header.
  app.get(
    '/api/state/list',
    { schema: { tags: ['states'], summary: 'US states, DC and PR', response: { 200: stateListResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { items: [...US_STATES], count: US_STATES.length };
    },
  );

  // spec/02 7 names a zip-to-state call without its path: GET /api/state/zip/{zip}.
  app.get(
    '/api/state/zip/:zip',
    {
      schema: {
        tags: ['states'],
        summary: 'The state a zip code belongs to (null when it maps to none)',
        params: zipParamsSchema,
        response: { 200: zipStateResponseSchema },
      },
    },
    async (request) => ({ zip: request.params.zip, state: stateForZip(request.params.zip) ?? null }),
  );
};

export default statesRoutes;
