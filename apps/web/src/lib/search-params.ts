// Readers of a route's query parameters for its validateSearch, without zod:
// the route table is in the storefront's first load, and zod's core (about
// 15 kB gzip, more than zod/mini's share) would come with any schema there
// (docs/decisions.md, first load). TanStack Router reads query values as
// JSON, so '?userId=42' arrives as a number; each reader takes what it can
// use and gives undefined for anything else: a hand-edited address shows the
// page with the parameter dropped rather than failing the route.

/** A value read from the query, or undefined when absent or unusable. */
export type ParamReader<T> = (value: unknown) => T | undefined;

/** What a route's validateSearch takes: `parse`, as the router calls it. */
export interface SearchParams<T> {
  parse(search: unknown): T;
}

type Parsed<R extends Record<string, ParamReader<unknown>>> = { [K in keyof R]?: R[K] extends ParamReader<infer T> ? T | undefined : never };

/** A finite number, as a JSON number can be; NaN and Infinity never read as one. */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Text, a number or a boolean, as text: '?userId=42' reads '42', '?isAdmin=true' reads 'true'. */
export const textParam: ParamReader<string> = (value) =>
  typeof value === 'string' || typeof value === 'boolean' || isNumber(value) ? String(value) : undefined;

/** Text or a number, as text; a boolean is dropped. */
export const textOrNumberParam: ParamReader<string> = (value) => (typeof value === 'string' || isNumber(value) ? String(value) : undefined);

/** A page number: a whole number from 1, given as a number or as text ('2'). */
export const pageParam: ParamReader<number> = (value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : undefined;
};

/** A string or number kept as it came (a zip: the router's number keeps '?zip=46204' unquoted). */
export const stringOrNumberParam: ParamReader<string | number> = (value) => (typeof value === 'string' || isNumber(value) ? value : undefined);

/** One of the listed words. */
export function oneOfParam<const T extends string>(values: readonly T[]): ParamReader<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined);
}

/**
 * The named parameters, each through its reader; others are left out. A
 * parameter absent from the address stays absent, one present but unusable
 * reads undefined (both mean "not given" to the router and the screens).
 */
export function searchParams<R extends Record<string, ParamReader<unknown>>>(readers: R): SearchParams<Parsed<R>> {
  return {
    parse(search) {
      const given: Record<string, unknown> = typeof search === 'object' && search !== null ? (search as Record<string, unknown>) : {};
      // Own keys only, and built by Object.fromEntries: a '__proto__' in the
      // address is a parameter like any other, never the object's prototype (issue 14).
      const parsed = new Map<string, unknown>();
      for (const [name, read] of Object.entries(readers)) {
        if (Object.hasOwn(given, name)) parsed.set(name, read(given[name]));
      }
      return Object.fromEntries(parsed) as Parsed<R>;
    },
  };
}
