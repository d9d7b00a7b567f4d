import {
  adminBlogArticleListSchema,
  adminBlogArticleRemovedSchema,
  adminBlogArticleSavedSchema,
  adminBlogArticleSchema,
  blogAuthorListSchema,
  type AdminBlogArticleRow,
  type AdminBlogArticleValues,
} from '@labstore/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http-client';
import { sendWrite } from '../../../../lib/mutations/send-write';
import { adminKeys, listUrl, pageQuery, useListChange, type AdminList } from '../../kit/admin-list';

// spec/03 2 Blog Articles tab, 7 Blog (docs/api-admin.md "Blog articles"):
// the list 10 a page with a title search, the article read for edit at its
// admin path, the authors; writes go through sendWrite (one idempotency key
// per intent) and a refusal shows in the error bar.

export interface BlogArticlesFilters {
  /** '' lists every article; otherwise part of the title, any case. */
  title: string;
}

export const blogArticleKeys = {
  one: (id: string) => [...adminKeys.all, 'blogArticle', id] as const,
  authors: [...adminKeys.all, 'blogAuthors'] as const,
};

/** GET /api/blog/get/all/admin: every article, active or not, newest first. */
export const blogArticlesList: AdminList<BlogArticlesFilters, AdminBlogArticleRow> = {
  name: 'blogArticles',
  fetchPage: ({ title }, page, signal) => http.get(listUrl('/api/blog/get/all/admin', { ...pageQuery(page), title }), adminBlogArticleListSchema, signal),
};

/** GET /api/blog/admin/{id}: the article as stored now, for the Edit dialog (the public GET /api/blog/get would count a view). */
export const useBlogArticle = (id: string | null) =>
  useQuery({
    queryKey: blogArticleKeys.one(id ?? ''),
    queryFn: ({ signal }) => http.get(`/api/blog/admin/${encodeURIComponent(id ?? '')}`, adminBlogArticleSchema, signal),
    enabled: id !== null,
    staleTime: 0,
  });

/** GET /api/blog/get/all/authors: the author select's choices. */
export const useBlogAuthors = () =>
  useQuery({
    queryKey: blogArticleKeys.authors,
    queryFn: ({ signal }) => http.get('/api/blog/get/all/authors', blogAuthorListSchema, signal),
    staleTime: 0,
  });

/** POST /api/blog, or PUT /api/blog/update with the id: answers spec/03 8's 'Article was successfully added/updated'. */
export const saveBlogArticle = ({ id, values }: { id: string | null; values: AdminBlogArticleValues }) =>
  id === null
    ? sendWrite('/api/blog', { method: 'POST', body: values, schema: adminBlogArticleSavedSchema })
    : sendWrite('/api/blog/update', { method: 'PUT', body: { id, ...values }, schema: adminBlogArticleSavedSchema });

/** DELETE /api/blog/delete?articleId=: 'Article was successfully removed'. */
export const removeBlogArticle = (id: string) => sendWrite(listUrl('/api/blog/delete', { articleId: id }), { method: 'DELETE', schema: adminBlogArticleRemovedSchema });

/** A change of the tab: its notice once done, and the list read again as the server left it. */
export const useBlogArticleChange = <Input,>(run: (input: Input) => Promise<{ message: string }>) => useListChange(blogArticlesList, run);
