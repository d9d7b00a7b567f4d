import { searchParams, textParam } from '../../lib/search-params';

// spec/01 2.6: /account?tab=... names the open tab (profile, children,
// orderHistory, or a content page's slug or name). The router parses query
// values as JSON, so each is taken back to text; anything unusable is dropped
// (no zod: route definitions are in the first load, lib/search-params.ts).
export const accountSearch = searchParams({ tab: textParam });
