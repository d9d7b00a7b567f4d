import {
  ADMIN_LIST_MAX_TOP,
  adminCategoryListSchema,
  adminProductChangedSchema,
  adminProductListSchema,
  adminProductSavedSchema,
  adminProductSchema,
  SEARCH_MIN_LENGTH,
  type AdminCategory,
  type AdminProductInput,
  type AdminProductRow,
  type AdminProductSaved,
  type ProductRelationType,
} from '@labstore/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { notify } from '../../../../lib/notifications';
import { adminKeys, listUrl, pageQuery, type AdminList, useListChange } from '../../kit/admin-list';

// Issue 20, spec/03 2 Products tab and Test form, 7 Catalogue and products
// (docs/api-admin.md "Products"): the test editor's calls. Writes go through
// sendWrite (one idempotency key per intent); a refusal (409 slug taken, a
// test still in a panel) shows in the error bar, and a success notice is the
// server's own words.

export interface ProductsFilters {
  /** '' lists every test; a search under 2 characters is sent as '' (spec/03 5 Search). */
  search: string;
}

/** spec/03 5: a product search under SEARCH_MIN_LENGTH characters resets to the full list. */
export const productSearchTerm = (text: string): string => (text.trim().length >= SEARCH_MIN_LENGTH ? text.trim() : '');

export const productKeys = {
  list: [...adminKeys.all, 'products'] as const,
  one: (id: string) => [...adminKeys.all, 'product', id] as const,
  categories: [...adminKeys.all, 'productCategories'] as const,
  memberSearch: (search: string) => [...adminKeys.all, 'productMemberSearch', search] as const,
};

/** GET /api/catalog/all: 10 a page, product types 2 and 3 left out by the server. */
export const productsList: AdminList<ProductsFilters, AdminProductRow> = {
  name: 'products',
  fetchPage: ({ search }, page, signal) => http.get(listUrl('/api/catalog/all', { ...pageQuery(page), search }), adminProductListSchema, signal),
};

/** GET /api/catalog/{id}: the test as stored now, with its panel members (read afresh for Edit and after a member changes). */
export const useAdminProduct = (id: string | null) =>
  useQuery({
    queryKey: productKeys.one(id ?? ''),
    queryFn: ({ signal }) => http.get(`/api/catalog/${encodeURIComponent(id ?? '')}`, adminProductSchema, signal),
    enabled: id !== null,
    staleTime: 0,
  });

/**
 * The Category select's choices: the categories tab's own list (POST
 * /api/category/search/ with an empty word), read page by page at the
 * largest page the list allows, by name.
 */
export async function fetchAllCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  const all: AdminCategory[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await http.request('/api/category/search/', {
      method: 'POST',
      body: { search: '', ...pageQuery(page, ADMIN_LIST_MAX_TOP) },
      schema: adminCategoryListSchema,
      signal,
    });
    all.push(...answer.items);
    if (answer.items.length === 0 || all.length >= answer.count) return all;
  }
}

export const useCategoryChoices = () => useQuery({ queryKey: productKeys.categories, queryFn: ({ signal }) => fetchAllCategories(signal), staleTime: 60_000 });

/** The panel block's test search: the tab's own list, first page, once the search has 2 characters. */
export const useMemberSearch = (search: string) =>
  useQuery({
    queryKey: productKeys.memberSearch(search),
    queryFn: ({ signal }) => productsList.fetchPage({ search }, 1, signal),
    enabled: search.length >= SEARCH_MIN_LENGTH,
    staleTime: 0,
  });

/** POST /api/catalog/ (create), or PUT /api/catalog/ with the test's id (update): spec/03 8's "Test '{name}' has been created/updated." */
export const saveProduct = ({ id, fields }: { id: string | null; fields: AdminProductInput }): Promise<AdminProductSaved> =>
  id === null
    ? sendWrite('/api/catalog/', { method: 'POST', body: fields, schema: adminProductSavedSchema })
    : sendWrite('/api/catalog/', { method: 'PUT', body: { ...fields, id }, schema: adminProductSavedSchema });

/** DELETE /api/catalog/{id}: "Test '{name}' was successfully removed". */
export const removeProduct = (id: string) => sendWrite(`/api/catalog/${encodeURIComponent(id)}`, { method: 'DELETE', schema: adminProductChangedSchema });

/** A change of the tab: the server's notice once done, and the list read again as the server left it. */
export const useProductChange = <Input>(run: (input: Input) => Promise<{ message: string }>) => useListChange(productsList, run);

/** Saving the test form: the notice, the list read again, and the test's own record replaced by the saved one. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (saved) => {
      notify({ type: 'success', message: saved.message });
      void queryClient.invalidateQueries({ queryKey: productKeys.list });
      queryClient.setQueryData(productKeys.one(saved.product.id), saved.product);
    },
  });
}

export interface MemberChange {
  parentId: string;
  childId: string;
}

/** POST /api/catalog/{type}/{parentId}/{childId}: 'Successfully added'. */
export const addMember = ({ parentId, childId, relationType }: MemberChange & { relationType: ProductRelationType }) =>
  sendWrite(`/api/catalog/${relationType}/${encodeURIComponent(parentId)}/${encodeURIComponent(childId)}`, { method: 'POST', schema: adminProductChangedSchema });

/** DELETE /api/catalog/{parentId}/{childId}: 'Updated.'. */
export const removeMember = ({ parentId, childId }: MemberChange) =>
  sendWrite(`/api/catalog/${encodeURIComponent(parentId)}/${encodeURIComponent(childId)}`, { method: 'DELETE', schema: adminProductChangedSchema });

/** A panel member added or removed: the server's notice, and the panel read again to show its members as they are now. */
export function useMemberChange<Input extends MemberChange>(run: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ message }, input) => {
      notify({ type: 'success', message });
      void queryClient.invalidateQueries({ queryKey: productKeys.one(input.parentId) });
    },
  });
}
