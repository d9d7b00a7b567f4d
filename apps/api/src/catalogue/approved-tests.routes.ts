import { approvedProductListResponseSchema, PRODUCT_TYPE } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvedTestsRepository } from './approved-tests.repository';
import { listApprovedProducts } from './approved-tests.service';
import { CATALOGUE_CACHE_PREFIX } from './categories.routes';
import { PUBLIC_CACHE } from './cache-control';

/**
 * GET /api/pwnhealth/products/approved (spec/02 7, spec/03 7): public like the
 * storefront's other catalogue reads. Whatever changes partner tests must
 * publish the catalogue prefix, as product writers do.
 */
const approvedTestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = approvedTestsRepository(app.db);

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
        key: `${CATALOGUE_CACHE_PREFIX}pwnhealth:approved`,
        schema: approvedProductListResponseSchema,
        cacheControl: PUBLIC_CACHE,
        load: async () => {
          const items = (await listApprovedProducts(repository)).map((product) => ({
            id: product.id,
            slug: product.slug,
            name: product.name,
            productType: product.product_type,
            pwnCode: product.product_type === PRODUCT_TYPE.Panel ? null : product.pwn_code,
          }));
          return { items, count: items.length };
        },
      }),
  );
};

export default approvedTestsRoutes;
