import type { QueryClient } from '@tanstack/react-query';
import { loadRouteData } from '../../lib/route-data';
import { allProductsQueryOptions } from './api/get-all-products';
import { categoryProductsQueryOptions } from './api/get-category-products';
import { productQueryOptions } from './api/get-product';
import { productsOfTypeQueryOptions } from './api/get-products-of-type';
import { searchableTerm, searchProductsQueryOptions } from './api/search-products';
import type { CatalogueSort } from './catalogue-search';
import { typeListFlags } from './type-lists';

// The catalogue routes' loaders (routes.ts): each starts its
// screen's query with the options the screen reads (STYLE.md Web). A module
// of its own, fetched on first use like the screens, so the api modules and
// their schemas stay out of the storefront's first load (decisions.md
// "Route loaders").

export interface ListDeps {
  page: number;
  sort: CatalogueSort | undefined;
}

export const loadAllProducts = (queryClient: QueryClient, { page, sort }: ListDeps, preload: boolean) =>
  loadRouteData(queryClient, allProductsQueryOptions(page, sort), { preload });

/** spec/02 2.1 all/{panels}: a segment that names no list fetches nothing (the screen words it). */
export async function loadTypeList(queryClient: QueryClient, segment: string, { page, sort }: ListDeps, preload: boolean) {
  const flags = typeListFlags(segment);
  if (flags !== null) await loadRouteData(queryClient, productsOfTypeQueryOptions(flags, page, sort), { preload });
}

export const loadCategory = (queryClient: QueryClient, id: string, { page, sort }: ListDeps, preload: boolean) =>
  loadRouteData(queryClient, categoryProductsQueryOptions(id, page, sort), { preload });

export const loadProduct = (queryClient: QueryClient, idOrSlug: string, preload: boolean) =>
  loadRouteData(queryClient, productQueryOptions(idOrSlug), { preload });

/** The term as the screen sends it; one too short is never sent. */
export async function loadSearch(queryClient: QueryClient, text: string, page: number, preload: boolean) {
  const term = searchableTerm(text);
  if (term !== undefined) await loadRouteData(queryClient, searchProductsQueryOptions(term, page), { preload });
}
