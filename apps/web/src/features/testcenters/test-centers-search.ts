import * as z from 'zod/mini';

// spec/02 2.11: testcenters?zip=46204, so a search can be linked, reloaded and
// opened again offline. The router reads query values as JSON, so '?zip=46204'
// arrives as a number and '?zip=06390' as text, and it writes back what this
// schema gives: a number stays a number so the address reads ?zip=46204
// rather than ?zip="46204" (lib/test-centers/zip-url.ts). Anything else is
// dropped rather than failing the route. zod/mini: the route table is in the
// first load.
export const testCentersSearch = z.object({
  zip: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
});
export type TestCentersSearch = z.infer<typeof testCentersSearch>;
