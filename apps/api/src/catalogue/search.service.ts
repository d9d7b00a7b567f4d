import pLimit from 'p-limit';
import type { ProductListRow } from './products.repository';
import type { SearchPage, searchRepository } from './search.repository';

type SearchRepository = ReturnType<typeof searchRepository>;

// The typo pass is the one costly search query (a similarity against every
// listed name). A few at a time, so a flood of one-off terms waits its turn
// instead of taking the whole database pool from every other request
// (docs/performance.md).
const NEAR_NAME_PASSES_AT_ONCE = 3;

/** The repository with its typo passes queued, at most `atOnce` running. */
export function withNearNamePassLimit<T extends Pick<SearchRepository, 'nearNames'>>(repository: T, atOnce = NEAR_NAME_PASSES_AT_ONCE): T {
  const passes = pLimit(atOnce);
  return { ...repository, nearNames: (term: string, page: SearchPage) => passes(() => repository.nearNames(term, page)) };
}

export interface SearchResult {
  rows: ProductListRow[];
  count: number;
  /** The closest test name when the term itself matched nothing (issue 4). */
  didYouMean: string | null;
}

/**
 * spec/02 5 matching first; when that finds nothing, the names a typo away
 * ('cholesteral'), offering the closest one as "did you mean".
 */
export async function searchProducts(search: SearchRepository, term: string, page: SearchPage): Promise<SearchResult> {
  const plain = await search.plainMatches(term, page);
  if (plain.count > 0) return { ...plain, didYouMean: null };
  const near = await search.nearNames(term, page);
  return { rows: near.rows, count: near.count, didYouMean: near.closestName ?? null };
}
