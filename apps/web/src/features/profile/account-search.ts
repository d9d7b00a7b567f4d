import * as z from 'zod/mini';

// spec/01 2.6: /account?tab=... names the open tab (profile, children,
// orderHistory, or a content page's slug or name). The router parses query
// values as JSON, so each is taken back to text; anything unusable is dropped
// (zod/mini: route definitions are in the first load).
const text = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform((value) => String(value)))),
  undefined,
);

export const accountSearch = z.object({ tab: text });
