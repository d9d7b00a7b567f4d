import {
  adminBlogArticleDeleteQuerySchema,
  adminBlogArticleInputSchema,
  adminBlogArticleListSchema,
  adminBlogArticleParamsSchema,
  adminBlogArticleRemovedSchema,
  adminBlogArticleSavedSchema,
  adminBlogArticleSchema,
  adminBlogArticleUpdateSchema,
  adminBlogListQuerySchema,
  blogAuthorListSchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { blogAdminService } from '../blog';
import { withLocalizedMessage } from '../lib/localized-answers';

const tags = ['blog'];

/**
 * Issue 20, spec/03 2 Blog Articles tab, 3 Blog article, 5 Article, 7 Blog, 8:
 * the article editor (docs/api-admin.md "Blog articles"). The spec's
 * GET /api/blog/get?articleId= stays the storefront's public read (active
 * articles only, and it counts a view); the Edit dialog reads an article,
 * active or not and without counting, at GET /api/blog/admin/{id}.
 */
const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const articles = blogAdminService(app.db, (db, prefix) => app.readCache.publishChange(db, prefix));

  app.get(
    '/api/blog/get/all/admin',
    { schema: { tags, summary: 'Every article, active or not, newest first, 10 a page; title= keeps those whose title contains it', querystring: adminBlogListQuerySchema, response: { 200: adminBlogArticleListSchema } } },
    (request) => articles.page(request.query),
  );

  app.get(
    '/api/blog/admin/:id',
    { schema: { tags, summary: 'An article as the editor reads it (active or not; counts no view)', params: adminBlogArticleParamsSchema, response: { 200: adminBlogArticleSchema } } },
    (request) => articles.read(request.params.id),
  );

  app.get('/api/blog/get/all/authors', { schema: { tags, summary: 'Every blog author, by name', response: { 200: blogAuthorListSchema } } }, () => articles.authors());

  app.post(
    '/api/blog',
    { config: { idempotent: true }, schema: { tags, summary: 'Adds an article (its HTML sanitized; a new author with it when asked)', body: adminBlogArticleInputSchema, response: { 200: adminBlogArticleSavedSchema } } },
    async (request) => withLocalizedMessage(await articles.create(adminActorOf(request), request.body), request.language),
  );

  app.put(
    '/api/blog/update',
    { config: { idempotent: true }, schema: { tags, summary: 'Changes an article (its id in the body; the view count kept)', body: adminBlogArticleUpdateSchema, response: { 200: adminBlogArticleSavedSchema } } },
    async (request) => {
      const { id, ...values } = request.body;
      return withLocalizedMessage(await articles.update(adminActorOf(request), id, values), request.language);
    },
  );

  app.delete(
    '/api/blog/delete',
    { config: { idempotent: true }, schema: { tags, summary: 'Deletes an article (articleId in the query)', querystring: adminBlogArticleDeleteQuerySchema, response: { 200: adminBlogArticleRemovedSchema } } },
    async (request) => withLocalizedMessage(await articles.remove(adminActorOf(request), request.query.articleId), request.language),
  );
};

export default blogAdminRoutes;
