import {
  blogArticleIdQuerySchema,
  blogArticleListSchema,
  blogArticleSchema,
  blogArticleSummarySchema,
  blogListQuerySchema,
  blogSlugQuerySchema,
} from '@labstore/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogCacheKey } from './blog-cache';
import { blogService } from './blog.service';

const LIST_CACHE = 'public, max-age=60, stale-while-revalidate=600';
// The rankings move with every read, and a read counts a view: neither is
// kept in the read cache (it would hold them for minutes or be emptied on
// every read); clients and shared caches may keep them a minute.
const MOVING_CACHE = 'public, max-age=60';

const TAGS = ['blog'];

const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const blogIn = (request: FastifyRequest) => blogService(app.db, request.language);

  const moving = (reply: FastifyReply) => reply.header('Cache-Control', MOVING_CACHE);

  app.get(
    '/api/blog/last',
    { schema: { tags: TAGS, summary: 'The newest active article (404 when there is none)', response: { 200: blogArticleSummarySchema } } },
    (request, reply) =>
      app.readCache.respond(request, reply, { key: blogCacheKey.last(request.language), schema: blogArticleSummarySchema, cacheControl: LIST_CACHE, load: blogIn(request).latest }),
  );

  app.get(
    '/api/blog/top/newest',
    { schema: { tags: TAGS, summary: 'The newest active articles, newest first ("Chronological posts")', response: { 200: blogArticleListSchema } } },
    (request, reply) =>
      app.readCache.respond(request, reply, { key: blogCacheKey.newest(request.language), schema: blogArticleListSchema, cacheControl: LIST_CACHE, load: blogIn(request).newest }),
  );

  app.get(
    '/api/blog/get/all',
    {
      schema: {
        tags: TAGS,
        summary: 'Active articles, newest first, paged; title= keeps those whose title contains it (any case)',
        querystring: blogListQuerySchema,
        response: { 200: blogArticleListSchema },
      },
    },
    (request, reply) => {
      const { $skip, $top, title = '' } = request.query;
      return app.readCache.respond(request, reply, {
        key: blogCacheKey.page(request.language, $skip, $top, title),
        schema: blogArticleListSchema,
        cacheControl: LIST_CACHE,
        load: () => blogIn(request).page(request.query),
      });
    },
  );

  app.get(
    '/api/blog/top',
    { schema: { tags: TAGS, summary: 'The most read active articles of all time', response: { 200: blogArticleListSchema } } },
    async (request, reply) => {
      moving(reply);
      return blogIn(request).mostRead();
    },
  );

  app.get(
    '/api/blog/month/top',
    { schema: { tags: TAGS, summary: 'Trending: the most read of the articles published in the last 30 days', response: { 200: blogArticleListSchema } } },
    async (request, reply) => {
      moving(reply);
      return blogIn(request).trending();
    },
  );

  app.get(
    '/api/blog/get/slug',
    // Fastify would answer HEAD with this handler, counting a view nobody read.
    { exposeHeadRoute: false, schema: { tags: TAGS, summary: 'An active article by its slug; counts a view', querystring: blogSlugQuerySchema, response: { 200: blogArticleSchema } } },
    async (request, reply) => {
      moving(reply);
      return blogIn(request).readBySlug(request.query.slug);
    },
  );

  app.get(
    '/api/blog/get',
    { exposeHeadRoute: false, schema: { tags: TAGS, summary: 'An active article by its id; counts a view', querystring: blogArticleIdQuerySchema, response: { 200: blogArticleSchema } } },
    async (request, reply) => {
      moving(reply);
      return blogIn(request).readById(request.query.articleId);
    },
  );
};

export default blogRoutes;
