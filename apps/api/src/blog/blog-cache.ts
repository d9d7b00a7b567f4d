import type { SiteLanguage } from '@labstore/domain';

// The blog's entries in the read cache (plugins/read-cache.ts): article
// writers publish BLOG_CACHE_PREFIX (app.readCache.publishChange) so every
// instance drops its blog lists.

export const BLOG_CACHE_PREFIX = 'blog:';

/** The key of each cached blog answer, by what it depends on. */
export const blogCacheKey = {
  // Issue 16: an article's words are the request's language, so the language is in every key.
  last: (language: SiteLanguage) => `${BLOG_CACHE_PREFIX}${language}:last`,
  newest: (language: SiteLanguage) => `${BLOG_CACHE_PREFIX}${language}:newest`,
  /** The title filter matches in any case, so the key holds it in lower case. */
  page: (language: SiteLanguage, skip: number, top: number, title: string) => `${BLOG_CACHE_PREFIX}${language}:all:${skip}:${top}:${title.toLowerCase()}`,
};
