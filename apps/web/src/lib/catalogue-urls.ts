// spec/02 2.1, 2.3, 9: the words the catalogue lists' addresses use (the sort
// of ?sort=, the list of all/{panels}). The one paths helper builds links
// with them, and the catalogue feature validates and reads them, so they are
// shared here rather than owned by the feature (lib never imports features).

export const CATALOGUE_SORTS = ['name', 'name-desc', 'price', 'price-desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** all, category/{id}, all/{panels}: ?page=2&sort=price-desc, as validated by the routes. */
export interface CatalogueListSearch {
  page?: number | undefined;
  sort?: CatalogueSort | undefined;
}

/** spec/02 2.1: all/{panels}, the Tests list narrowed to one kind of product. */
export const TYPE_LISTS = ['panels', 'tests'] as const;
export type TypeList = (typeof TYPE_LISTS)[number];
