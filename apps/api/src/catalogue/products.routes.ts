import {
  categoryBrowseParamsSchema,
  imageIdParamsSchema,
  imageParamsSchema,
  productDetailSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSlugOrIdParamsSchema,
  productTypeFlagsParamsSchema,
  type ListResponse,
  type ProductListItem,
  type ProductListQuery,
} from '@labstore/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCacheKey, PUBLIC_CACHE } from './catalogue-cache';
import { imageThumbnail } from './images-admin.service';
import { productsService } from './products.service';

// Promo start and finish times pass with no catalogue change to publish, so
// promo browse is not held in the read cache and not served stale.
const PROMO_BROWSE_CACHE = 'public, max-age=60';
// Images never change under an id (a new upload is a new image).
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = (request: FastifyRequest) => productsService(app.db, request.language);

  function respondWithPage(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    query: ProductListQuery,
    load: () => Promise<ListResponse<ProductListItem>>,
  ): Promise<void> {
    return app.readCache.respond(request, reply, { key: catalogueCacheKey.productPage(request.language, scope, query), schema: productListResponseSchema, cacheControl: PUBLIC_CACHE, load });
  }

  // Registered before /api/product/:slugOrId; Fastify prefers the static path anyway.
  app.get(
    '/api/product/all',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Listed products (active, not hidden), paged',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    (request, reply) => respondWithPage(request, reply, 'all', request.query, () => products(request).page({}, request.query)),
  );

  app.get(
    '/api/product/:slugOrId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product by slug or id, also when inactive or hidden (the page says it is unavailable)',
        params: productSlugOrIdParamsSchema,
        response: { 200: productDetailSchema },
      },
    },
    (request, reply) => {
      // Slugs are lower case (a database check) and GUIDs are case-insensitive.
      const slugOrId = request.params.slugOrId.toLowerCase();
      return app.readCache.respond(request, reply, {
        key: catalogueCacheKey.product(request.language, slugOrId),
        schema: productDetailSchema,
        cacheControl: PUBLIC_CACHE,
        load: () => products(request).bySlugOrId(slugOrId),
      });
    },
  );

  app.get(
    '/api/category/browse/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Listed products of one category (id or slug), paged',
        params: categoryBrowseParamsSchema,
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    (request, reply) => {
      const slugOrId = request.params.id.toLowerCase();
      return respondWithPage(request, reply, `category:${slugOrId}`, request.query, () => products(request).categoryPage(slugOrId, request.query));
    },
  );

  app.get(
    '/api/product/type/browse/:flags',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Listed products whose type is in the flags (1 simple, 2 reflex, 8 panel, 16 physician consult), paged',
        params: productTypeFlagsParamsSchema,
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    (request, reply) =>
      respondWithPage(request, reply, `type:${request.params.flags}`, request.query, () => products(request).page({ typeFlags: request.params.flags }, request.query)),
  );

  app.get(
    '/api/product/promo/browse/:flags',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Listed products whose type is in the flags and that a product promo code usable now applies to, paged',
        params: productTypeFlagsParamsSchema,
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request, reply) => {
      const page = await products(request).page({ typeFlags: request.params.flags, withUsablePromo: true }, request.query);
      await reply.header('Cache-Control', PROMO_BROWSE_CACHE).send(page);
    },
  );

  /** Bytes that never change under their id: cached for a year, revalidated by the id as ETag. */
  function sendImage(request: FastifyRequest, reply: FastifyReply, image: { mime_type: string; bytes: Uint8Array }, etag: string) {
    // An uploaded SVG could carry script: it is shown as an image, never run as a page.
    reply
      .header('Cache-Control', IMAGE_CACHE)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.mime_type).send(Buffer.from(image.bytes));
  }

  app.get(
    '/api/image/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Image bytes with their type; cached for a year',
        params: imageParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await products(request).image(request.params.id.toLowerCase());
      return sendImage(request, reply, image, `"${image.id}"`);
    },
  );

  // Issue 20, spec/03 2 Image picker: "a base icon address plus the id".
  app.get(
    '/api/image/thumbnail/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: "An image's thumbnail (at most 320 px a side; the image itself for one without); cached for a year",
        params: imageIdParamsSchema,
      },
    },
    async (request, reply) => {
      const thumbnail = await imageThumbnail(app.db, request.params.id);
      return sendImage(request, reply, thumbnail, `"${thumbnail.id}-thumbnail"`);
    },
  );
};

export default productsRoutes;
