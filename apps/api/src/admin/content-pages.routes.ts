import { adminPageInputSchema, adminPageListSchema, adminPageParamsSchema, adminPageRemovedSchema, adminPageSavedSchema, adminPageUpdateSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { pagesAdminService } from '../content';
import { withLocalizedMessage } from '../lib/localized-answers';

const tags = ['content'];

/**
 * Issue 20, spec/03 2 Pages (Edit) tab, 3 Content page, 5 Page, 7 Pages, 8:
 * the page editor (docs/api-admin.md "Categories and pages"). The spec's
 * GET /api/content/list stays the storefront's navigation (active pages, as
 * a tree, cached); the tab reads every page, inactive ones too, from
 * GET /api/content/all.
 */
const contentPagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = pagesAdminService(app.db, (db, prefix) => app.readCache.publishChange(db, prefix));

  app.get(
    '/api/content/all',
    { schema: { tags, summary: 'Every content page, active or not, by parent and position (the stored, English words)', response: { 200: adminPageListSchema } } },
    () => pages.list(),
  );

  app.post(
    '/api/content/add',
    { config: { idempotent: true }, schema: { tags, summary: 'Adds a content page (its HTML sanitized)', body: adminPageInputSchema, response: { 200: adminPageSavedSchema } } },
    async (request) => withLocalizedMessage(await pages.create(adminActorOf(request), request.body), request.language),
  );

  app.put(
    '/api/content/update',
    { config: { idempotent: true }, schema: { tags, summary: 'Changes a content page (its id in the body)', body: adminPageUpdateSchema, response: { 200: adminPageSavedSchema } } },
    async (request) => {
      const { id, ...values } = request.body;
      return withLocalizedMessage(await pages.update(adminActorOf(request), id, values), request.language);
    },
  );

  app.delete(
    '/api/content/delete/:id',
    { config: { idempotent: true }, schema: { tags, summary: 'Deletes a content page', params: adminPageParamsSchema, response: { 200: adminPageRemovedSchema } } },
    async (request) => withLocalizedMessage(await pages.remove(adminActorOf(request), request.params.id), request.language),
  );
};

export default contentPagesAdminRoutes;
