import { productPageSchema, searchTextSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productListRowSchema, toProductListRow } from './products.mapper';
import { searchRepository } from './search.repository';
import { searchProducts } from './search.service';

const SEARCH_MAX_LENGTH = 100;
const SEARCH_TOO_LONG_MESSAGE = `Please enter at most ${SEARCH_MAX_LENGTH} characters.`;

// docs/api-catalogue.md: { search, $skip?, $top? }; page size 10 by default.
const searchBodySchema = productPageSchema.extend({ search: searchTextSchema.max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE) });
const searchResultSchema = z.object({ items: z.array(productListRowSchema), count: z.number().int(), didYouMean: z.string().nullable() });

/**
 * POST /api/product/search and POST /api/catalog/search (spec/02 7): the same
 * search. Not through the read cache: any text is a key, and the cache never
 * evicts (docs/decisions.md, catalogue search).
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = searchRepository(app.db);

  for (const url of ['/api/product/search', '/api/catalog/search']) {
    app.post(
      url,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Search listed tests by name, CPT, quest code and tags, typo-tolerant',
          body: searchBodySchema,
          response: { 200: searchResultSchema },
        },
      },
      async (request) => {
        const { search: term, $skip, $top } = request.body;
        const result = await searchProducts(search, term, { skip: $skip, top: $top });
        return { items: result.rows.map(toProductListRow), count: result.count, didYouMean: result.didYouMean };
      },
    );
  }
};

export default searchRoutes;
