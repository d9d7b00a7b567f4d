import { offlineCatalogueSchema, type OfflineCatalogue, type OfflineProduct } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE_PREFIX, toCategoryResponse } from './categories.routes';
import { categoriesRepository } from './categories.repository';
import { offlineCatalogueRepository, type OfflineProductRow } from './offline-catalogue.repository';
import { toProductBody } from './products.mapper';
import { PUBLIC_CACHE } from './cache-control';

// docs/decisions.md, the offline catalogue: the storefront downloads the
// public catalogue whole, in the background, and answers product, category,
// list and search reads from it when the network is gone (DESIGN.md Offline).
// One answer for everyone, held in the read cache with an ETag, so a refresh
// that finds nothing new costs a 304.

function toOfflineProduct(row: OfflineProductRow, childIds: string[]): OfflineProduct {
  const { children: _children, ...detail } = toProductBody(row, []);
  return { ...detail, searchPriority: row.search_priority, childIds };
}

const offlineCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const offline = offlineCatalogueRepository(app.db);
  const categories = categoriesRepository(app.db);

  async function load(): Promise<OfflineCatalogue> {
    const [rows, members, categoryRows] = await Promise.all([offline.products(), offline.panelMembers(), categories.listAll()]);
    const childIds = new Map<string, string[]>();
    for (const { parent_id, child_id } of members) childIds.set(parent_id, [...(childIds.get(parent_id) ?? []), child_id]);
    return {
      products: rows.map((row) => toOfflineProduct(row, childIds.get(row.id) ?? [])),
      categories: categoryRows.map(toCategoryResponse),
    };
  }

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
      app.readCache.respond(request, reply, { key: `${CATALOGUE_CACHE_PREFIX}offline`, schema: offlineCatalogueSchema, cacheControl: PUBLIC_CACHE, load }),
  );
};

export default offlineCatalogueRoutes;
