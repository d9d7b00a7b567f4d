import type { Database } from '@labstore/db';
import { fromCents, productOrder, type ListResponse, type ProductDetail, type ProductListItem, type ProductListQuery, type SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { categoriesRepository } from './categories.repository';
import { toProductBody, toProductListRow } from './products.mapper';
import { isUuid } from '../lib/uuid';
import { productsRepository, type ProductListFilter } from './products.repository';

/** The product reads of spec/02 7: listed pages, one product, a category's products, images. */
export function productsService(db: Kysely<Database>, language: SiteLanguage) {
  const products = productsRepository(db, language);
  const categories = categoriesRepository(db, language);

  // Sorted by the rule the offline storefront sorts with (issue 16 defect 3).
  async function page(filter: ProductListFilter, query: ProductListQuery): Promise<ListResponse<ProductListItem>> {
    const rows = (await products.listed(filter)).map((row) => ({ row, id: row.id, name: row.name, masterPrice: fromCents(row.master_price_cents), searchPriority: row.search_priority }));
    rows.sort(productOrder(query.$orderby, language));
    return { items: rows.slice(query.$skip, query.$skip + query.$top).map(({ row }) => toProductListRow(row)), count: rows.length };
  }

  return {
    page,

    /** A product by its lower-case slug or id, also when inactive or hidden; 404 when none. */
    async bySlugOrId(slugOrId: string): Promise<ProductDetail> {
      const product = await products.findBySlugOrId(slugOrId);
      if (!product) throw AppError.notFound();
      return toProductBody(product, await products.childrenOf(product.id));
    },

    /** A page of one category's listed products, the category named by its lower-case slug or id; 404 when none. */
    async categoryPage(slugOrId: string, query: ProductListQuery): Promise<ListResponse<ProductListItem>> {
      const category = await categories.findIdBySlugOrId(slugOrId, isUuid(slugOrId));
      if (!category) throw AppError.notFound();
      return page({ categoryId: category.id }, query);
    },

    /** An image's bytes and type by its lower-case id; 404 when none. */
    async image(id: string) {
      // Not a GUID cannot name an image; PostgreSQL would refuse the cast.
      const image = isUuid(id) ? await products.findImage(id) : undefined;
      if (!image) throw AppError.notFound();
      return image;
    },
  };
}
