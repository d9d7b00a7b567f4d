import { exhaustiveMap, productSearchResultSchema, productSearchSchema, type SiteLanguage } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCacheKey, touchesCatalogue } from './catalogue-cache';
import { recentlyAsked } from './search.admission';
import { searchRepository } from './search.repository';
import { catalogueSearch, toSearchEntry, type CatalogueSearch } from './search.service';

/**
 * POST /api/product/search and POST /api/catalog/search (spec/02 7): the same
 * search, by the rules of packages/domain over the listed products held in
 * memory. A term asked before goes through the read cache, which is
 * bounded: popular terms cost a map lookup. Both are rebuilt with every
 * catalogue change (docs/decisions.md, catalogue search).
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = searchRepository(app.db);
  // Issue 16: one index per language, each of the names in it (English where a product has no translation).
  const searchIn = (language: SiteLanguage) => catalogueSearch(async () => (await repository.listedForSearch(language)).map(toSearchEntry));
  const catalogues = exhaustiveMap<Record<SiteLanguage, CatalogueSearch>>({ en: searchIn('en'), es: searchIn('es') });
  const unsubscribe = app.readCache.onChange((prefix) => {
    if (touchesCatalogue(prefix)) for (const catalogue of catalogues.values()) catalogue.invalidate();
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
        const key = catalogueCacheKey.search(request.language, $skip, $top, term);
        const catalogue = catalogues.get(request.language);
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
