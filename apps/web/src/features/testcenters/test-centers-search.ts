import { searchParams, stringOrNumberParam } from '../../lib/search-params';

// spec/02 2.11: testcenters?zip=46204, so a search can be linked, reloaded and
// opened again offline. The router reads query values as JSON, so '?zip=46204'
// arrives as a number and '?zip=06390' as text, and it writes back what this
// schema gives: a number stays a number so the address reads ?zip=46204
// rather than ?zip="46204" (lib/zip-url.ts). Anything else is
// dropped rather than failing the route. No zod: the route table is in the
// first load (lib/search-params.ts).
export const testCentersSearch = searchParams({ zip: stringOrNumberParam });
export type TestCentersSearch = ReturnType<typeof testCentersSearch.parse>;
