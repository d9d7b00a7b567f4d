import {
  adminProductChangedSchema,
  adminProductInputSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductMemberAddParamsSchema,
  adminProductMemberParamsSchema,
  adminProductParamsSchema,
  adminProductSavedSchema,
  adminProductSchema,
  adminProductUpdateSchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { productsAdminService } from '../catalogue';
import { withLocalizedMessage } from '../lib/localized-answers';

const tags = ['catalogue'];

/**
 * Issue 20, spec/03 2 Products tab and Test form, 3 Product (admin), 5 Test
 * form, 7 Catalogue and products, 8: the test editor (docs/api-admin.md
 * "Products"). POST /api/catalog/search stays the storefront's search
 * (catalogue/search.routes.ts): the only POSTs here are the save, at
 * /api/catalog/ itself, and a member's add, three segments deeper.
 */
const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = productsAdminService(app.db, (db, prefix) => app.readCache.publishChange(db, prefix));

  app.get(
    '/api/catalog/all',
    {
      schema: {
        tags,
        summary: 'The Products tab: tests whose name or CPT holds the search (any case; under 2 characters is all), by name, types 2 and 3 left out',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListSchema },
      },
    },
    (request) => products.list(request.query),
  );

  app.get(
    '/api/catalog/:id',
    { schema: { tags, summary: 'One test as the editor reads it (its stored, English words), with its members', params: adminProductParamsSchema, response: { 200: adminProductSchema } } },
    (request) => products.read(request.params.id),
  );

  app.post(
    '/api/catalog/',
    { config: { idempotent: true }, schema: { tags, summary: 'Creates a test', body: adminProductInputSchema, response: { 200: adminProductSavedSchema } } },
    async (request) => withLocalizedMessage(await products.create(adminActorOf(request), request.body), request.language),
  );

  app.put(
    '/api/catalog/',
    { config: { idempotent: true }, schema: { tags, summary: 'Changes a test (its id in the body)', body: adminProductUpdateSchema, response: { 200: adminProductSavedSchema } } },
    async (request) => {
      const { id, ...fields } = request.body;
      return withLocalizedMessage(await products.update(adminActorOf(request), id, fields), request.language);
    },
  );

  app.delete(
    '/api/catalog/:id',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Deletes a test no panel and no placed order holds; it leaves open carts', params: adminProductParamsSchema, response: { 200: adminProductChangedSchema } },
    },
    async (request) => withLocalizedMessage(await products.remove(adminActorOf(request), request.params.id), request.language),
  );

  app.post(
    '/api/catalog/:type/:parentId/:childId',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Adds a member to a test (relation 2 reflex or 8 panel member)', params: adminProductMemberAddParamsSchema, response: { 200: adminProductChangedSchema } },
    },
    async (request) => {
      const { type, parentId, childId } = request.params;
      return withLocalizedMessage(await products.addMember(adminActorOf(request), type, parentId, childId), request.language);
    },
  );

  app.delete(
    '/api/catalog/:parentId/:childId',
    { config: { idempotent: true }, schema: { tags, summary: 'Removes a member from a test', params: adminProductMemberParamsSchema, response: { 200: adminProductChangedSchema } } },
    async (request) => {
      const { parentId, childId } = request.params;
      return withLocalizedMessage(await products.removeMember(adminActorOf(request), parentId, childId), request.language);
    },
  );
};

export default productsAdminRoutes;
