import { categoryListParamsSchema, categoryWithProductsListResponseSchema, productOfTypeListResponseSchema, productTypeParamsSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCacheKey, PUBLIC_CACHE } from './catalogue-cache';
import { taxonomyService } from './taxonomy.service';

/** The taxonomy lists of spec/02 7 and spec/03 7 (categories with products, products of a type). */
const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/taxonomy/category/list/:skip/:top',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories with listed products, by name, paged ($skip, $top), each with its product count and first 5 products',
        params: categoryListParamsSchema,
        response: { 200: categoryWithProductsListResponseSchema },
      },
    },
    (request, reply) => {
      const { skip, top } = request.params;
      return app.readCache.respond(request, reply, {
        key: catalogueCacheKey.taxonomyCategories(request.language, skip, top),
        schema: categoryWithProductsListResponseSchema,
        cacheControl: PUBLIC_CACHE,
        load: () => taxonomyService(app.db, request.language).categoriesWithProducts(skip, top),
      });
    },
  );

  app.get(
    '/api/taxonomy/product/type/:type',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Listed products of one type (1 simple, 2 reflex, 8 panel, 16 physician consult), by name',
        params: productTypeParamsSchema,
        response: { 200: productOfTypeListResponseSchema },
      },
    },
    (request, reply) =>
      app.readCache.respond(request, reply, {
        key: catalogueCacheKey.productsOfType(request.language, request.params.type),
        schema: productOfTypeListResponseSchema,
        cacheControl: PUBLIC_CACHE,
        load: () => taxonomyService(app.db, request.language).productsOfType(request.params.type),
      }),
  );
};

export default taxonomyRoutes;
