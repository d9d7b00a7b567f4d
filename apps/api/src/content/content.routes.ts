import { navigationListSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentListCacheKey } from './content-cache';
import { contentRepository } from './content.repository';
import { buildNavigationTree } from './content.service';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = contentRepository(app.db);

  // spec/01 7: the navigation list is cached by clients.
  app.get(
    '/api/content/list',
    { schema: { tags: ['content'], summary: 'Navigation, footer and content pages', response: { 200: navigationListSchema } } },
    (request, reply) =>
      app.readCache.respond(request, reply, {
        key: contentListCacheKey(request.language),
        schema: navigationListSchema,
        cacheControl: 'public, max-age=60, stale-while-revalidate=600',
        load: async () => {
          const items = buildNavigationTree(await pages.listActive(request.language));
          return { items, count: items.length };
        },
      }),
  );
};

export default contentRoutes;
