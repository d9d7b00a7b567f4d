import {
  categoryListParamsSchema,
  categoryWithProductsListResponseSchema,
  productOfTypeListResponseSchema,
  productTypeParamsSchema,
  type CategoryWithProducts,
  type ListResponse,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE_PREFIX, toCategoryResponse } from './categories.routes';
import { toProductListRow } from './products.mapper';
import { PUBLIC_CACHE } from './cache-control';
import { taxonomyRepository } from './taxonomy.repository';

/** Each category shows its first products, as the storefront's category blocks do. */
const CATEGORY_PRODUCTS_SHOWN = 5;


/** The taxonomy lists of spec/02 7 and spec/03 7 (categories with products, products of a type). */
const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const taxonomy = taxonomyRepository(app.db);

  async function loadCategoryList(skip: number, top: number): Promise<ListResponse<CategoryWithProducts>> {
    const { rows, count } = await taxonomy.categoriesWithProducts({ skip, top });
    const products = await taxonomy.firstProductsOf(
      rows.map((row) => row.id),
      CATEGORY_PRODUCTS_SHOWN,
    );
    const items = rows.map((row) => ({
      ...toCategoryResponse(row),
      productCount: row.product_count,
      products: products.filter((product) => product.category_id === row.id).map(toProductListRow),
    }));
    return { items, count };
  }

  app.get(
    '/api/taxonomy/category/list/:skip/:top',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories with listed products, by name, paged ($skip, $top), each with its product count and first 5 products',
        params: categoryListParamsSchema,
        response: { 200: categoryWithProductsListResponseSchema },
      },
    },
    (request, reply) => {
      const { skip, top } = request.params;
      return app.readCache.respond(request, reply, {
        key: `${CATALOGUE_CACHE_PREFIX}taxonomy:categories:${skip}:${top}`,
        schema: categoryWithProductsListResponseSchema,
        cacheControl: PUBLIC_CACHE,
        load: () => loadCategoryList(skip, top),
      });
    },
  );

  app.get(
    '/api/taxonomy/product/type/:type',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Listed products of one type (1 simple, 2 reflex, 8 panel, 16 physician consult), by name',
        params: productTypeParamsSchema,
        response: { 200: productOfTypeListResponseSchema },
      },
    },
    (request, reply) =>
      app.readCache.respond(request, reply, {
        key: `${CATALOGUE_CACHE_PREFIX}taxonomy:products:type:${request.params.type}`,
        schema: productOfTypeListResponseSchema,
        cacheControl: PUBLIC_CACHE,
        load: async () => {
          const items = (await taxonomy.productsOfType(request.params.type)).map((row) => ({
            id: row.id,
            slug: row.slug,
            name: row.name,
            cpt: row.cpt,
            productType: row.product_type,
          }));
          return { items, count: items.length };
        },
      }),
  );
};

export default taxonomyRoutes;
