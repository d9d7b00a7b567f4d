import type { Category } from '@labstore/db';
import { categoryFlagsParamsSchema, categoryListResponseSchema, categoryMatchesFlags, type CategoryItem } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesRepository } from './categories.repository';

/** A category as the catalogue calls answer it (spec/03 3). */
export function toCategoryResponse(category: Category): CategoryItem {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    description: category.description,
    image1Id: category.image1_id,
    image2Id: category.image2_id,
    flags: category.flags,
  };
}

/** Catalogue writers publish this prefix (app.readCache.publishChange) so every instance drops its copies. */
export const CATALOGUE_CACHE_PREFIX = 'catalogue:';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = categoriesRepository(app.db);

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
        key: `${CATALOGUE_CACHE_PREFIX}categories:${request.params.flags}`,
        schema: categoryListResponseSchema,
        cacheControl: 'public, max-age=60, stale-while-revalidate=600',
        load: async () => {
          // A few dozen rows: filter with the domain rule rather than repeat it in SQL.
          const items = (await categories.listAll())
            .filter((category) => categoryMatchesFlags(category.flags, request.params.flags))
            .map(toCategoryResponse);
          return { items, count: items.length };
        },
      }),
  );
};

export default categoriesRoutes;
