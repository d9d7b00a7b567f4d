// Issue 14: a plain object looked up by a key that may come from a client
// answers '__proto__', 'constructor' or 'toString' with its prototype's
// members (a payment method id '__proto__' once paid for an order). Lookup
// tables are Maps (the lint rule labstore/no-object-lookup-by-key). A table
// over a closed union of keys is written as an object all the same, so the
// type check still asks for every key of the union, and is turned into a Map
// whose `get` answers each key's own type: undefined for anything else.

/** A Map holding every key of T: `get` of one of them answers its value. */
export interface ExhaustiveMap<T extends object> extends ReadonlyMap<keyof T, T[keyof T]> {
  get<K extends keyof T>(key: K): T[K];
}

/** The Map of a table's entries. String keys only: Object.entries gives a number key back as text. */
export function exhaustiveMap<T extends Readonly<Record<string, unknown>>>(table: T): ExhaustiveMap<T> {
  return new Map(Object.entries(table)) as unknown as ExhaustiveMap<T>;
}
