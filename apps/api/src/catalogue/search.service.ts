import {
  buildCatalogueSearchIndex,
  searchCatalogue,
  searchResultPage,
  type CatalogueSearchIndex,
  type ProductListItem,
  type ProductSearchResult,
  type SearchableProduct,
} from '@labstore/domain';
import { toProductListRow } from './products.mapper';
import type { SearchSourceRow } from './search.repository';

// Catalogue search runs the shared rules of packages/domain over the listed
// products held in memory, so a search (typos included) costs no database
// round trip and answers as the offline storefront does (docs/decisions.md,
// search rules shared with the offline catalogue; docs/performance.md).

/** A listed product as search holds it: what it is matched by, and its list row mapped once. */
export interface SearchEntry extends SearchableProduct {
  item: ProductListItem;
}

export function toSearchEntry(row: SearchSourceRow): SearchEntry {
  return {
    id: row.id,
    name: row.name,
    cpt: row.cpt,
    questCode: row.quest_code,
    tags: row.tags,
    searchPriority: row.search_priority,
    item: toProductListRow(row),
  };
}

export interface SearchPage {
  skip: number;
  top: number;
}

export interface CatalogueSearch {
  search(term: string, page: SearchPage): Promise<ProductSearchResult>;
  /** The catalogue changed: the next search builds the index from the database again. */
  invalidate(): void;
}

// As the read cache's: a change notification missed while a connection was
// down costs at most this much staleness.
const INDEX_MAX_AGE_MS = 5 * 60_000;

export interface CatalogueSearchOptions {
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The search index, built from `load` on the first search after a start, a
 * change or its maximum age. Concurrent searches share one build; a build
 * begun before a change answers the searches waiting for it but is not kept,
 * as the read cache does with its loads.
 */
export function catalogueSearch(load: () => Promise<SearchEntry[]>, { maxAgeMs = INDEX_MAX_AGE_MS, now = Date.now }: CatalogueSearchOptions = {}): CatalogueSearch {
  let held: { index: Promise<CatalogueSearchIndex<SearchEntry>>; builtAt: number } | undefined;

  function currentIndex(): Promise<CatalogueSearchIndex<SearchEntry>> {
    if (held && now() - held.builtAt < maxAgeMs) return held.index;
    const building = { index: load().then(buildCatalogueSearchIndex), builtAt: now() };
    held = building;
    // A failed build is not kept: the next search tries again.
    building.index.catch(() => {
      if (held === building) held = undefined;
    });
    return building.index;
  }

  return {
    async search(term, page) {
      const result = searchCatalogue(await currentIndex(), term);
      const { items, count, didYouMean } = searchResultPage(result, page.skip, page.top);
      return { items: items.map((entry) => entry.item), count, didYouMean };
    },
    invalidate() {
      held = undefined;
    },
  };
}
