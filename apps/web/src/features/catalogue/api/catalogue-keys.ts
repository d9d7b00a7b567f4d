import { CATALOGUE_PAGE_SIZE } from '@labstore/domain';
import type { CatalogueSort } from '../catalogue-search';

// One query-key factory for the catalogue's calls (STYLE.md Web).
export const catalogueKeys = {
  all: ['catalogue'] as const,
  product: (idOrSlug: string) => [...catalogueKeys.all, 'product', idOrSlug] as const,
  allProducts: (page: number, sort: CatalogueSort | undefined) => [...catalogueKeys.all, 'all', { page, sort }] as const,
  /** all/{panels}: one kind of product, by its type flags. */
  ofType: (flags: number, page: number, sort: CatalogueSort | undefined) => [...catalogueKeys.all, 'type', flags, { page, sort }] as const,
  category: (id: string, page: number, sort: CatalogueSort | undefined) =>
    [...catalogueKeys.all, 'category', id, { page, sort }] as const,
  search: (text: string, page: number) => [...catalogueKeys.all, 'search', text, { page }] as const,
};

/**
 * placeholderData for a paged list: the previous page stays on screen while
 * the next loads, within one list (the same category, type flags or search
 * term, the third part of the key); another list starts from its skeleton.
 */
export const keepPreviousPageOf =
  (list: string | number) =>
  <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined =>
    previousQuery?.queryKey[2] === list ? previous : undefined;

/** A screen's page as the calls page (spec/02 9: 10 a page). */
export const pageOf = (page: number) => ({ skip: (page - 1) * CATALOGUE_PAGE_SIZE, top: CATALOGUE_PAGE_SIZE });

/** OData-style paging of spec/02 7 ($skip, $top), 10 a page (spec/02 9). */
export function pageQuery(page: number, orderBy?: string): URLSearchParams {
  const { skip, top } = pageOf(page);
  const query = new URLSearchParams({ $skip: String(skip), $top: String(top) });
  if (orderBy) query.set('$orderby', orderBy);
  return query;
}
