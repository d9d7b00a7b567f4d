import type { ListResponse } from './api-error';
import type { CategoryItem } from './categories-api';
import type { OfflineCatalogue, OfflineProduct, ProductDetail, ProductListItem, ProductSearchResult } from './catalogue-api';
import type { SiteLanguage } from './i18n/site-language';
import { productOrder, type ProductOrderBy } from './product-list';
import { buildCatalogueSearchIndex, searchCatalogue, searchResultPage, type CatalogueSearchIndex } from './search/catalogue-search';

// DESIGN.md Offline, issue 10: the storefront answers the catalogue's reads
// from the copy it keeps on the device when the network is gone, with the
// API's own rules: listed means active and not hidden (spec/02 2.3), the
// same orders, the same search (search/catalogue-search.ts). Each answer is
// undefined when the copy cannot tell (a product or category it does not
// hold): the screen then says it needs a connection, never "not found".

/** A kept catalogue, looked up by id and slug, built once per copy. */
export interface OfflineCatalogueIndex {
  readonly products: ReadonlyMap<string, OfflineProduct>;
  readonly categories: ReadonlyMap<string, CategoryItem>;
  /** Listed products in the catalogue's default order. */
  readonly listed: readonly OfflineProduct[];
  readonly search: CatalogueSearchIndex<OfflineProduct>;
  /** The language the copy was asked in: its names are in it, and its lists sort by it. */
  readonly language: SiteLanguage;
}

function byIdAndSlug<T extends { id: string; slug: string }>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) map.set(item.id, item).set(item.slug, item);
  return map;
}

export function indexOfflineCatalogue(catalogue: OfflineCatalogue): OfflineCatalogueIndex {
  const listed = catalogue.products.filter((product) => product.isActive && !product.isHidden);
  return {
    products: byIdAndSlug(catalogue.products),
    categories: byIdAndSlug(catalogue.categories),
    listed,
    search: buildCatalogueSearchIndex(listed),
    language: catalogue.language,
  };
}

export function toListItem(product: OfflineProduct): ProductListItem {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    imageId: product.imageId,
    masterPrice: product.masterPrice,
    marketPrice: product.marketPrice,
    cpt: product.cpt,
    isActive: product.isActive,
    categoryName: product.categoryName,
    categorySlug: product.categorySlug,
    productType: product.productType,
    lang: product.lang,
  };
}

/** spec/02 2.4: the product page, inactive and hidden ones included, with its panel members in order. */
export function offlineProductDetail(index: OfflineCatalogueIndex, idOrSlug: string): ProductDetail | undefined {
  const product = index.products.get(idOrSlug);
  if (!product) return undefined;
  const { searchPriority: _searchPriority, childIds, ...detail } = product;
  const children = childIds.flatMap((id) => {
    const child = index.products.get(id);
    return child ? [toListItem(child)] : [];
  });
  return { ...detail, children };
}

export interface OfflineListFilter {
  /** A category's id or slug (spec/02 7 category browse). */
  category?: string;
  /** Product type bit flags (spec/02 7 type browse). */
  typeFlags?: number;
}

export interface OfflinePage {
  skip: number;
  top: number;
  orderBy: ProductOrderBy;
}

/** spec/02 2.3: one page of listed products; undefined for a category the copy does not hold. */
export function offlineProductPage(index: OfflineCatalogueIndex, filter: OfflineListFilter, page: OfflinePage): ListResponse<ProductListItem> | undefined {
  let rows = index.listed;
  if (filter.category !== undefined) {
    const category = index.categories.get(filter.category);
    if (!category) return undefined;
    rows = rows.filter((product) => product.categoryId === category.id);
  }
  const { typeFlags } = filter;
  if (typeFlags !== undefined) rows = rows.filter((product) => (product.productType & typeFlags) !== 0);
  const sorted = [...rows].sort(productOrder(page.orderBy, index.language));
  return { items: sorted.slice(page.skip, page.skip + page.top).map(toListItem), count: sorted.length };
}

/** spec/02 5: the search calls' answer, typo correction and "did you mean" included. */
export function offlineSearchPage(index: OfflineCatalogueIndex, term: string, skip: number, top: number): ProductSearchResult {
  const { items, count, didYouMean } = searchResultPage(searchCatalogue(index.search, term), skip, top);
  return { items: items.map(toListItem), count, didYouMean };
}
