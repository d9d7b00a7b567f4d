import type { ProductListRow } from './products.repository';
import type { SearchPage, searchRepository } from './search.repository';

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
export async function searchProducts(search: ReturnType<typeof searchRepository>, term: string, page: SearchPage): Promise<SearchResult> {
  const plain = await search.plainMatches(term, page);
  if (plain.count > 0) return { ...plain, didYouMean: null };
  const near = await search.nearNames(term, page);
  return { rows: near.rows, count: near.count, didYouMean: near.closestName ?? null };
}
