import * as z from 'zod/mini';

// spec/02 2.12, 9: explore-more's URL state (page, title searched), validated
// in the route's validateSearch. Anything unusable is dropped, not an error:
// a hand-edited ?page=abc shows page 1.

const page = z.catch(z.optional(z.pipe(z.union([z.number(), z.string()]), z.pipe(z.transform(Number), z.int().check(z.minimum(1))))), undefined);
const title = z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform((value) => String(value)))), undefined);

/** blog/explore-more?title=lipid&page=2 */
export const exploreMoreSearch = z.object({ page, title });
export type ExploreMoreSearch = z.output<typeof exploreMoreSearch>;
