import { categoryFlagsParamsSchema, categoryListResponseSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCacheKey, PUBLIC_CACHE } from './catalogue-cache';
import { categoriesService } from './categories.service';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
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
        key: catalogueCacheKey.categories(request.language, request.params.flags),
        schema: categoryListResponseSchema,
        cacheControl: PUBLIC_CACHE,
        load: () => categoriesService(app.db, request.language).withFlags(request.params.flags),
      }),
  );
};

export default categoriesRoutes;
