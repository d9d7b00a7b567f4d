import { productSearchResultSchema, productSearchSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE_PREFIX } from './categories.routes';
import { toProductListRow } from './products.mapper';
import { searchRepository } from './search.repository';
import { searchProducts, withNearNamePassLimit } from './search.service';


/**
 * POST /api/product/search and POST /api/catalog/search (spec/02 7): the same
 * search. Answers go through the read cache, which is bounded: popular terms
 * are served from memory and dropped with every catalogue change
 * (docs/decisions.md, catalogue search).
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = withNearNamePassLimit(searchRepository(app.db));

  for (const url of ['/api/product/search', '/api/catalog/search']) {
    app.post(
      url,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Search listed tests by name, CPT, quest code and tags, typo-tolerant',
          body: productSearchSchema,
          response: { 200: productSearchResultSchema },
        },
      },
      (request, reply) => {
        const { search: term, $skip, $top } = request.body;
        // Quest codes and tags match in exact case, so the key keeps the term's case.
        return app.readCache.respond(request, reply, {
          key: `${CATALOGUE_CACHE_PREFIX}search:${$skip}:${$top}:${term}`,
          schema: productSearchResultSchema,
          // A POST is not kept by browsers or the service worker.
          cacheControl: 'no-cache',
          load: async () => {
            const result = await searchProducts(search, term, { skip: $skip, top: $top });
            return { items: result.rows.map(toProductListRow), count: result.count, didYouMean: result.didYouMean };
          },
        });
      },
    );
  }
};

export default searchRoutes;
