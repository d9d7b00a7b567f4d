import { approvedProductListResponseSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvedProductList } from './approved-tests.service';
import { catalogueCacheKey, PUBLIC_CACHE } from './catalogue-cache';

/**
 * GET /api/pwnhealth/products/approved (spec/02 7, spec/03 7): public like the
 * storefront's other catalogue reads. Whatever changes partner tests must
 * publish the catalogue prefix, as product writers do.
 */
const approvedTestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pwnhealth/products/approved',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active products the lab partner can fill: tests on its list, and panels all of whose members are, by name',
        response: { 200: approvedProductListResponseSchema },
      },
    },
    (request, reply) =>
      app.readCache.respond(request, reply, {
        key: catalogueCacheKey.approvedTests,
        schema: approvedProductListResponseSchema,
        cacheControl: PUBLIC_CACHE,
        load: () => approvedProductList(app.db),
      }),
  );
};

export default approvedTestsRoutes;
