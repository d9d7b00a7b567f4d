import {
  categoryWithProductsListResponseSchema,
  PRODUCT_LIST_MAX_TOP,
  PRODUCT_TYPE,
  productOfTypeListResponseSchema,
  type CategoryWithProducts,
  type ListResponse,
  type ProductType,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_CACHE_PREFIX, toCategoryResponse } from './categories.routes';
import { toProductListRow } from './products.mapper';
import { PUBLIC_CACHE } from './products.routes';
import { taxonomyRepository } from './taxonomy.repository';

// spec/02 7: "categories with products use (0, 5)", so a is $skip and b $top.
const SKIP_MESSAGE = 'Skip must be a whole number, 0 or more.';
const TOP_MESSAGE = `Top must be a whole number from 1 to ${PRODUCT_LIST_MAX_TOP}.`;
const categoryListParamsSchema = z.object({
  skip: z.coerce.number({ message: SKIP_MESSAGE }).int(SKIP_MESSAGE).min(0, SKIP_MESSAGE).max(Number.MAX_SAFE_INTEGER, SKIP_MESSAGE),
  top: z.coerce.number({ message: TOP_MESSAGE }).int(TOP_MESSAGE).min(1, TOP_MESSAGE).max(PRODUCT_LIST_MAX_TOP, TOP_MESSAGE),
});

/** Each category shows its first products, as the storefront's category blocks do. */
const CATEGORY_PRODUCTS_SHOWN = 5;

const PRODUCT_TYPES: readonly number[] = Object.values(PRODUCT_TYPE);
const PRODUCT_TYPE_MESSAGE = `Type must be one of ${PRODUCT_TYPES.slice(0, -1).join(', ')} or ${PRODUCT_TYPES.at(-1)}.`;
const productTypeParamsSchema = z.object({
  type: z.coerce
    .number({ message: PRODUCT_TYPE_MESSAGE })
    .refine((type): type is ProductType => PRODUCT_TYPES.includes(type), PRODUCT_TYPE_MESSAGE),
});

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
