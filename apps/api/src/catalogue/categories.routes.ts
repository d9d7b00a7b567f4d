import { categoryFlagsParamsSchema, categoryListResponseSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCacheKey, PUBLIC_CACHE } from './catalogue-cache';
import { categoriesService } from './categories.service';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = categoriesService(app.db);

  app.get(
    '/api/category/type/:flags',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories by flags (1 home carousel, 4 panels, 8 packages, 255 all)',
        params: categoryFlagsParamsSchema,
        response: { 200: categoryListResponseSchema },
      },
    },
    (request, reply) =>
      app.readCache.respond(request, reply, {
        key: catalogueCacheKey.categories(request.params.flags),
        schema: categoryListResponseSchema,
        cacheControl: PUBLIC_CACHE,
        load: () => categories.withFlags(request.params.flags),
      }),
  );
};

export default categoriesRoutes;
