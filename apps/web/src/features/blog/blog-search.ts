import { pageParam as page, searchParams, textOrNumberParam as title } from '../../lib/search-params';

// spec/02 2.12, 9: explore-more's URL state (page, title searched), validated
// in the route's validateSearch. Anything unusable is dropped, not an error:
// a hand-edited ?page=abc shows page 1. No zod: the route table is in the
// first load (lib/search-params.ts).

/** blog/explore-more?title=lipid&page=2 */
export const exploreMoreSearch = searchParams({ page, title });
export type ExploreMoreSearch = ReturnType<typeof exploreMoreSearch.parse>;
