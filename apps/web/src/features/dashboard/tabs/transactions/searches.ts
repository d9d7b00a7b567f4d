import { adminUserListSchema, productSearchResultSchema, SEARCH_MIN_LENGTH, ADMIN_USER_SEARCH_MIN_LENGTH, type AdminUserList, type ProductSearchResult } from '@labstore/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { adminKeys } from '../../kit/admin-list';

// The add-to-cart control's two look-ups, reads although POSTs: the
// customer by POST /api/account/search (spec/03 7 Account; at least
// ADMIN_USER_SEARCH_MIN_LENGTH characters, spec/03 5) and the test by the
// storefront's POST /api/product/search (spec/03 7, at least 2 characters),
// each with its domain schema. A term too short is never sent.

const searchUsers = (search: string, signal: AbortSignal): Promise<AdminUserList> =>
  http.request('/api/account/search', { method: 'POST', body: { search }, schema: adminUserListSchema, signal });

const searchProducts = (search: string, signal: AbortSignal): Promise<ProductSearchResult> =>
  http.request('/api/product/search', { method: 'POST', body: { search, $skip: 0, $top: 10 }, schema: productSearchResultSchema, signal });

export const userSearchable = (term: string) => term.trim().length >= ADMIN_USER_SEARCH_MIN_LENGTH;
export const productSearchable = (term: string) => term.trim().length >= SEARCH_MIN_LENGTH;

/** The accounts matching a submitted term; idle until one is submitted. */
export const useUserSearch = (term: string | null) =>
  useQuery({
    queryKey: [...adminKeys.all, 'userSearch', term],
    queryFn: ({ signal }) => searchUsers(term ?? '', signal),
    enabled: term !== null,
  });

/** The tests matching a submitted name; idle until one is submitted. */
export const useProductSearch = (term: string | null) =>
  useQuery({
    queryKey: [...adminKeys.all, 'productSearch', term],
    queryFn: ({ signal }) => searchProducts(term ?? '', signal),
    enabled: term !== null,
  });
