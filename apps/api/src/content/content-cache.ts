import type { SiteLanguage } from '@labstore/domain';

// The content pages' entry in the read cache (plugins/read-cache.ts): page
// writers publish CONTENT_CACHE_PREFIX (app.readCache.publishChange) so every
// instance rebuilds the navigation list.

export const CONTENT_CACHE_PREFIX = 'content:';

/** The navigation list in one language (issue 16: its words are the request's language). */
export const contentListCacheKey = (language: SiteLanguage): string => `${CONTENT_CACHE_PREFIX}${language}:list`;
