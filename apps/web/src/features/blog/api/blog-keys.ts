import { BLOG_PAGE_SIZE } from '@labstore/domain';

// One query-key factory for the blog's calls (STYLE.md Web).
export const blogKeys = {
  all: ['blog'] as const,
  last: () => [...blogKeys.all, 'last'] as const,
  trending: () => [...blogKeys.all, 'month-top'] as const,
  top: () => [...blogKeys.all, 'top'] as const,
  newest: () => [...blogKeys.all, 'newest'] as const,
  page: (title: string, page: number) => [...blogKeys.all, 'page', title, { page }] as const,
  article: (slug: string) => [...blogKeys.all, 'article', slug] as const,
};

/** docs/api-blog.md: GET /api/blog/get/all?$skip&$top&title, 9 a page (spec/02 9). */
export function blogPageQuery(title: string, page: number): URLSearchParams {
  const query = new URLSearchParams({ $skip: String((page - 1) * BLOG_PAGE_SIZE), $top: String(BLOG_PAGE_SIZE) });
  if (title) query.set('title', title);
  return query;
}
