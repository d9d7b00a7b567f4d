import type pg from 'pg';

// PostgreSQL parses and plans every statement it is sent, unless the
// statement comes with a name: then it does so once per connection and keeps
// the plan. For the cart's reads that planning is most of their database time
// (docs/performance.md, issue 9). Kysely sends no names, so a statement built
// once (compiled-once.ts) registers its SQL text here and the pool's clients
// send that text with a name. Opt-in, so no other query's plans change.

/** Enough for the few hot statements of each shape; past it, statements simply go unnamed. */
const MAX_STATEMENTS = 200;

const names = new Map<string, string>();

/** Has the statement with this exact SQL text sent as a prepared statement from now on (PostgreSQL only). */
export function keepPrepared(text: string): void {
  if (names.has(text) || names.size >= MAX_STATEMENTS) return;
  names.set(text, `labstore_prepared_${names.size + 1}`);
}

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/** For the pool's 'connect' event: the client names the registered statements as it sends them. */
export function namePreparedStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as Query;
  const named: Query = (config, values, ...rest) => {
    const name = typeof config === 'string' ? names.get(config) : undefined;
    return name === undefined ? query(config, values, ...rest) : query({ name, text: config, values }, ...rest);
  };
  Object.assign(client, { query: named });
}
