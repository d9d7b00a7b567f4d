import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import { serializedDialect } from './pglite-serialized-driver';
import { namePreparedStatements } from './prepared-statements';
import type { Database } from './schema/database';

export type DialectName = 'pglite' | 'postgres';

export interface ConnectOptions {
  /** Set: a pg pool against that server. Unset: embedded PGlite (DESIGN.md Data). */
  databaseUrl?: string | undefined;
  /** PGlite folder; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** PGlite only: starts from this data folder tarball (a prepared test database). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  connectionTimeoutMs?: number;
  statementTimeoutMs?: number;
  /**
   * A connection failing while idle (the server restarted, or dropped it).
   * node-postgres throws such an error out of the process unless someone
   * listens; the pool replaces the connection on its next use.
   */
  onConnectionError?: (error: Error) => void;
}

const reportToStderr = (error: Error) => process.stderr.write(`database connection error: ${error.message}\n`);

/** A PostgreSQL pool's connections at this moment (issue 21: /metrics reads them at each scrape). */
export interface PoolStats {
  /** Connections open, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero, the pool is too small or the database too slow. */
  waiting: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The server's URL for PostgreSQL; undefined for the embedded database. */
  databaseUrl: string | undefined;
  /** Runs `callback` for each NOTIFY on `channel`; resolves to an unsubscribe function. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** The pool's connections for PostgreSQL; undefined for the embedded database, which has no pool. */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

// Both drivers return the same JavaScript values: a DATE stays the calendar
// day the user typed (no time zone shift through a JS Date), and BIGINT order
// numbers become numbers (they stay far below 2^53).
const PG_DATE_OID = 1082;
const PG_INT8_OID = 20;
const parseDate = (value: string) => value;
const parseInt8 = (value: string) => Number(value);

export async function connect(options: ConnectOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl, options) : connectPglite(options.dataDir, options.loadDataDir);
}

async function connectPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  // Extensions are code, not data: a loaded data folder needs pg_trgm again.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [PG_DATE_OID]: parseDate, [PG_INT8_OID]: parseInt8 },
  });
  const db = new Kysely<Database>({ dialect: serializedDialect(new KyselyPGlite(client).dialect) });
  return {
    db,
    dialect: 'pglite',
    databaseUrl: undefined,
    async listen(channel, callback) {
      const unsubscribe = await client.listen(channel, callback);
      return async () => unsubscribe();
    },
    poolStats: () => undefined,
    async close() {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

async function connectPostgres(databaseUrl: string, options: ConnectOptions): Promise<DatabaseHandle> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === PG_DATE_OID) return parseDate;
      if (oid === PG_INT8_OID) return parseInt8;
      return pg.types.getTypeParser(oid, format);
    },
  };
  // A pool that waits forever for a connection hides an outage (DESIGN.md Data).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
    statement_timeout: options.statementTimeoutMs ?? 15000,
    types,
  });
  const onConnectionError = options.onConnectionError ?? reportToStderr;
  pool.on('error', onConnectionError);
  pool.on('connect', namePreparedStatements);
  const dialect: Dialect = new PostgresDialect({ pool });
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dialect: 'postgres',
    databaseUrl,
    listen: (channel, callback) => listenOnDedicatedClient(databaseUrl, channel, callback, onConnectionError),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

// LISTEN needs a connection of its own that stays checked out, outside the pool.
async function listenOnDedicatedClient(
  databaseUrl: string,
  channel: string,
  callback: (payload: string) => void,
  onConnectionError: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', onConnectionError);
  await client.connect();
  client.on('notification', (message) => {
    if (message.channel === channel) callback(message.payload ?? '');
  });
  await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  return async () => {
    await client.end();
  };
}
