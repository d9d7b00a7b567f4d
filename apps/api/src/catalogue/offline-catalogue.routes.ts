import { offlineCatalogueSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCacheKey, PUBLIC_CACHE } from './catalogue-cache';
import { loadOfflineCatalogue } from './offline-catalogue.service';

// docs/decisions.md, the offline catalogue: the storefront downloads the
// public catalogue whole, in the background, and answers product, category,
// list and search reads from it when the network is gone (DESIGN.md Offline).
// One answer for everyone, held in the read cache with an ETag, so a refresh
// that finds nothing new costs a 304.
const offlineCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalogue/offline',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The public catalogue whole, for the storefront to keep for offline reading (not in the spec: docs/decisions.md)',
        response: { 200: offlineCatalogueSchema },
      },
    },
    (request, reply) =>
      app.readCache.respond(request, reply, {
        key: catalogueCacheKey.offline(request.language),
        schema: offlineCatalogueSchema,
        cacheControl: PUBLIC_CACHE,
        load: () => loadOfflineCatalogue(app.db, request.language),
      }),
  );
};

export default offlineCatalogueRoutes;
