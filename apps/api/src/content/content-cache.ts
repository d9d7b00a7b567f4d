// The content pages' entry in the read cache (plugins/read-cache.ts): page
// writers publish CONTENT_CACHE_PREFIX (app.readCache.publishChange) so every
// instance rebuilds the navigation list.

export const CONTENT_CACHE_PREFIX = 'content:';

export const CONTENT_LIST_CACHE_KEY = `${CONTENT_CACHE_PREFIX}list`;
