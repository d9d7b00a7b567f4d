import { adminPromoIdParamsSchema, adminPromoInputSchema, adminPromoListQuerySchema, adminPromoListSchema, adminPromoSavedSchema, adminPromoSchema, adminPromoUpdateSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { withLocalizedMessage } from '../lib/localized-answers';
import { promoAdminService } from '../promo';

const tags = ['promo'];

/**
 * The read cache's prefix of the catalogue's reads (catalogue/catalogue-cache.ts
 * CATALOGUE_CACHE_PREFIX, which the catalogue does not export): a promo code
 * decides which products "have a promotion", so each change publishes it.
 */
export const PROMO_CHANGE_PREFIX = 'catalogue:';

/**
 * Issue 20, spec/03 2 Promo code tab, 7 Promo, 8: the promo code editor
 * (docs/api-admin.md "Promo codes"). The storefront's GET /api/promo/get/{id}
 * (a code's text and isBlured, public) keeps its path, so the editor reads a
 * whole code at /api/promo/admin/{id}.
 */
const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const promos = promoAdminService(app.db, { publishChange: (trx) => app.readCache.publishChange(trx, PROMO_CHANGE_PREFIX) });

  app.get(
    '/api/promo/list',
    {
      schema: {
        tags,
        summary: 'Promo codes, 10 a page, most used first; search is part of the code or the name',
        querystring: adminPromoListQuerySchema,
        response: { 200: adminPromoListSchema },
      },
    },
    (request) => promos.list(request.query),
  );

  app.get(
    '/api/promo/admin/:id',
    { schema: { tags, summary: 'A promo code as the editor shows it', params: adminPromoIdParamsSchema, response: { 200: adminPromoSchema } } },
    (request) => promos.get(request.params.id),
  );

  app.post(
    '/api/promo/create',
    {
      // spec/03 8 retries a failed request once: with the same key the retry gets the first answer, not "already exists".
      config: { idempotent: true },
      schema: { tags, summary: 'Create a promo code (its text unique whatever its case)', body: adminPromoInputSchema, response: { 200: adminPromoSavedSchema } },
    },
    async (request) => withLocalizedMessage(await promos.create(request.body, adminActorOf(request)), request.language),
  );

  app.put(
    '/api/promo/update',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Update a promo code: the fields locked in edit mode must come back unchanged',
        body: adminPromoUpdateSchema,
        response: { 200: adminPromoSavedSchema },
      },
    },
    async (request) => withLocalizedMessage(await promos.update(request.body, adminActorOf(request)), request.language),
  );
};

export default promoAdminRoutes;
