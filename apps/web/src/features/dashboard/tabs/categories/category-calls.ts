import {
  adminCategoryListSchema,
  adminCategoryRemovedSchema,
  adminCategorySavedSchema,
  type AdminCategory,
  type AdminCategoryInput,
} from '@labstore/domain';
import { http } from '../../../../lib/http-client';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { pageQuery, type AdminList, useListChange } from '../../kit/admin-list';

// spec/03 2 Categories tab, 7 Categories (docs/api-admin.md "Categories and
// pages"): the list is the search with an empty word (POST
// /api/category/search/), 10 a page; writes go through sendWrite (one
// idempotency key per intent) and a refusal shows in the error bar.

export interface CategoriesFilters {
  search: string;
}

export const categoriesList: AdminList<CategoriesFilters, AdminCategory> = {
  name: 'categories',
  fetchPage: ({ search }, page, signal) => http.request('/api/category/search/', { method: 'POST', body: { search, ...pageQuery(page) }, schema: adminCategoryListSchema, signal }),
};

/** POST /api/category, or PUT /api/category with the id: answers spec/03 8's "Category '{name}' has been created/updated." */
export const saveCategory = ({ id, fields }: { id: string | null; fields: AdminCategoryInput }) =>
  id === null
    ? sendWrite('/api/category', { method: 'POST', body: fields, schema: adminCategorySavedSchema })
    : sendWrite('/api/category', { method: 'PUT', body: { id, ...fields }, schema: adminCategorySavedSchema });

export const removeCategory = (id: string) => sendWrite(`/api/category/${encodeURIComponent(id)}`, { method: 'DELETE', schema: adminCategoryRemovedSchema });

/** A change of the tab: its notice once done, and the list read again as the server left it. */
export const useCategoryChange = <Input,>(run: (input: Input) => Promise<{ message: string }>) => useListChange(categoriesList, run);
