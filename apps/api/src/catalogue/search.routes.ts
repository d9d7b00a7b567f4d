import { productSearchResultSchema, productSearchSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCacheKey, touchesCatalogue } from './catalogue-cache';
import { recentlyAsked } from './search.admission';
import { searchRepository } from './search.repository';
import { catalogueSearch, toSearchEntry } from './search.service';

/**
 * POST /api/product/search and POST /api/catalog/search (spec/02 7): the same
 * search, by the rules of packages/domain over the listed products held in
 * memory. A term asked before goes through the read cache, which is
 * bounded: popular terms cost a map lookup. Both are rebuilt with every
 * catalogue change (docs/decisions.md, catalogue search).
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = searchRepository(app.db);
  const catalogue = catalogueSearch(async () => (await repository.listedForSearch()).map(toSearchEntry));
  const unsubscribe = app.readCache.onChange((prefix) => {
    if (touchesCatalogue(prefix)) catalogue.invalidate();
  });
  app.addHook('onClose', async () => unsubscribe());
  const asked = recentlyAsked();

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
      async (request, reply) => {
        const { search: term, $skip, $top } = request.body;
        const page = { skip: $skip, top: $top };
        const key = catalogueCacheKey.search($skip, $top, term);
        // A POST is not kept by browsers or the service worker.
        const cacheControl = 'no-cache';
        // A first asking is answered as it is: keeping one-off typos cost more than searching again.
        if (!asked.askedBefore(key)) return reply.header('Cache-Control', cacheControl).send(await catalogue.search(term, page));
        return app.readCache.respond(request, reply, { key, schema: productSearchResultSchema, cacheControl, load: () => catalogue.search(term, page) });
      },
    );
  }
};

export default searchRoutes;
