import type { Database } from '@labstore/db';
import { byNameThenId, categoryMatchesFlags, type CategoryItem, type ListResponse, type SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { toCategoryResponse } from './categories.mapper';
import { categoriesRepository } from './categories.repository';

/** The categories of spec/02 3 and spec/03 3, as the storefront reads them. */
export function categoriesService(db: Kysely<Database>, language: SiteLanguage) {
  const categories = categoriesRepository(db, language);
  return {
    /** GET /api/category/type/{flags}: the categories carrying any of the flags. */
    async withFlags(flags: number): Promise<ListResponse<CategoryItem>> {
      // A few dozen rows: filter with the domain rule rather than repeat it in SQL.
      const items = (await categories.listAll())
        .filter((category) => categoryMatchesFlags(category.flags, flags))
        .sort(byNameThenId(language))
        .map(toCategoryResponse);
      return { items, count: items.length };
    },
  };
}
