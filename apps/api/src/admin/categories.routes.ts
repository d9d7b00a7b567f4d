import {
  adminCategoryInputSchema,
  adminCategoryListSchema,
  adminCategoryParamsSchema,
  adminCategoryRemovedSchema,
  adminCategorySavedSchema,
  adminCategorySchema,
  adminCategorySearchSchema,
  adminCategoryUpdateSchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { categoriesAdminService } from '../catalogue';
import { withLocalizedMessage } from '../lib/localized-answers';

const tags = ['catalogue'];

/**
 * Issue 20, spec/03 2 Categories tab, 3 Category, 5, 7 Categories, 8: the
 * category editor (docs/api-admin.md "Categories and pages"). The public
 * GET /api/category/type/{flags} stays the storefront's, cached and
 * unpaged; the tab's paged list is the search with an empty word.
 */
const categoriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = categoriesAdminService(app.db, (db, prefix) => app.readCache.publishChange(db, prefix));

  app.post(
    '/api/category/search/',
    {
      schema: {
        tags,
        summary: 'The categories whose name holds the search (any case; empty is all), by name, 10 a page, with how many tests each holds',
        body: adminCategorySearchSchema,
        response: { 200: adminCategoryListSchema },
      },
    },
    (request) => categories.search(request.body),
  );

  app.get(
    '/api/category/:id',
    { schema: { tags, summary: 'One category as the editor reads it (its stored, English words)', params: adminCategoryParamsSchema, response: { 200: adminCategorySchema } } },
    (request) => categories.read(request.params.id),
  );

  app.post(
    '/api/category',
    { config: { idempotent: true }, schema: { tags, summary: 'Creates a category', body: adminCategoryInputSchema, response: { 200: adminCategorySavedSchema } } },
    async (request) => withLocalizedMessage(await categories.create(adminActorOf(request), request.body), request.language),
  );

  app.put(
    '/api/category',
    { config: { idempotent: true }, schema: { tags, summary: 'Changes a category (its id in the body)', body: adminCategoryUpdateSchema, response: { 200: adminCategorySavedSchema } } },
    async (request) => {
      const { id, ...fields } = request.body;
      return withLocalizedMessage(await categories.update(adminActorOf(request), id, fields), request.language);
    },
  );

  app.delete(
    '/api/category/:id',
    { config: { idempotent: true }, schema: { tags, summary: 'Deletes a category no test is in', params: adminCategoryParamsSchema, response: { 200: adminCategoryRemovedSchema } } },
    async (request) => withLocalizedMessage(await categories.remove(adminActorOf(request), request.params.id), request.language),
  );
};

export default categoriesAdminRoutes;
