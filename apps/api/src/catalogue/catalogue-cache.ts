import type { ProductListQuery, SiteLanguage } from '@labstore/domain';

// The catalogue's entries in the read cache (plugins/read-cache.ts): one
// prefix for every public catalogue answer, so a catalogue write publishes
// it once (app.readCache.publishChange) and every instance drops its copies,
// search's index included.

export const CATALOGUE_CACHE_PREFIX = 'catalogue:';

/** How long browsers and the service worker may keep a public catalogue read. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The key of each catalogue answer, by what it depends on. Issue 16: the
 * words and the name order are the request's language, so every answer
 * with names has it in its key (the language comes first after the prefix,
 * so a catalogue change still drops them all).
 */
export const catalogueCacheKey = {
  /** A page of listed products; scope names the list ('all', 'category:<slug>', 'type:<flags>'). */
  productPage: (language: SiteLanguage, scope: string, query: ProductListQuery) =>
    `${CATALOGUE_CACHE_PREFIX}${language}:products:${scope}:${query.$orderby}:${query.$skip}:${query.$top}`,
  product: (language: SiteLanguage, slugOrId: string) => `${CATALOGUE_CACHE_PREFIX}${language}:product:${slugOrId}`,
  categories: (language: SiteLanguage, flags: number) => `${CATALOGUE_CACHE_PREFIX}${language}:categories:${flags}`,
  offline: (language: SiteLanguage) => `${CATALOGUE_CACHE_PREFIX}${language}:offline`,
  taxonomyCategories: (language: SiteLanguage, skip: number, top: number) => `${CATALOGUE_CACHE_PREFIX}${language}:taxonomy:categories:${skip}:${top}`,
  productsOfType: (language: SiteLanguage, type: number) => `${CATALOGUE_CACHE_PREFIX}${language}:taxonomy:products:type:${type}`,
  approvedTests: `${CATALOGUE_CACHE_PREFIX}pwnhealth:approved`,
  // Quest codes and tags match in exact case, so the key keeps the term's case.
  search: (language: SiteLanguage, skip: number, top: number, term: string) => `${CATALOGUE_CACHE_PREFIX}${language}:search:${skip}:${top}:${term}`,
};

/** Whether a change published under `prefix` touches the catalogue (a wider prefix, or one inside it). */
export function touchesCatalogue(prefix: string): boolean {
  return CATALOGUE_CACHE_PREFIX.startsWith(prefix) || prefix.startsWith(CATALOGUE_CACHE_PREFIX);
}
