// The blog's entries in the read cache (plugins/read-cache.ts): article
// writers publish BLOG_CACHE_PREFIX (app.readCache.publishChange) so every
// instance drops its blog lists.

export const BLOG_CACHE_PREFIX = 'blog:';

/** The key of each cached blog answer, by what it depends on. */
export const blogCacheKey = {
  last: `${BLOG_CACHE_PREFIX}last`,
  newest: `${BLOG_CACHE_PREFIX}newest`,
  /** The title filter matches in any case, so the key holds it in lower case. */
  page: (skip: number, top: number, title: string) => `${BLOG_CACHE_PREFIX}all:${skip}:${top}:${title.toLowerCase()}`,
};
