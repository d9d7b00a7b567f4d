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

export interface ListenOptions {
  /**
   * LISTEN is in place again after its connection was lost: notifications
   * sent meanwhile were missed, so what they keep fresh should be refreshed.
   * Never called on PGlite, whose connection cannot drop.
   */
  onReconnect?: () => void;
}

/** The listening connection's application_name, to find it in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'labstore-listen';

// After a lost LISTEN connection: half a second, doubling to ten (issue 21).
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * The wait before reconnect attempt `failures` + 1: exponential, capped, and
 * drawn from its upper half so instances restarted together spread out.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
  return ceiling / 2 + (random() * ceiling) / 2;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The server's URL for PostgreSQL; undefined for the embedded database. */
  databaseUrl: string | undefined;
  /**
   * Runs `callback` for each NOTIFY on `channel`; resolves to an unsubscribe
   * function. On PostgreSQL a lost connection is reopened and LISTEN issued
   * again (docs/operations.md, LISTEN reconnects).
   */
  listen(channel: string, callback: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
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
  // A connection lost while checked out (a statement or a transaction in
  // flight) has no pool listener: node-postgres would throw its error out of
  // the process, and every instance would exit on a database restart under
  // load. Its statement fails to its caller; the pool drops it on release.
  const reportWhileCheckedOut = (error: Error) => onConnectionError(error);
  pool.on('acquire', (client) => client.on('error', reportWhileCheckedOut));
  pool.on('release', (_error, client) => client.removeListener('error', reportWhileCheckedOut));
  pool.on('connect', namePreparedStatements);
  const dialect: Dialect = new PostgresDialect({ pool });
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dialect: 'postgres',
    databaseUrl,
    listen: (channel, callback, listenOptions = {}) =>
      listenOnDedicatedClient(databaseUrl, channel, callback, listenOptions, onConnectionError, options.connectionTimeoutMs ?? 5000),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

// LISTEN needs a connection of its own that stays checked out, outside the
// pool. When it drops (a restart, a failover, pg_terminate_backend) another
// is opened with capped backoff until one holds, and the subscriber is told,
// since what was notified meanwhile was missed. The first connection's
// failure is the caller's, as the pool's would be.
async function listenOnDedicatedClient(
  databaseUrl: string,
  channel: string,
  callback: (payload: string) => void,
  { onReconnect }: ListenOptions,
  onConnectionError: (error: Error) => void,
  connectionTimeoutMs: number,
): Promise<() => Promise<void>> {
  const statement = `LISTEN ${pg.escapeIdentifier(channel)}`;
  const clients = new Set<pg.Client>();
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let reconnecting: Promise<void> | undefined;

  async function open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: LISTEN_APPLICATION_NAME, connectionTimeoutMillis: connectionTimeoutMs });
    clients.add(client);
    // Without a listener node-postgres throws a dropped connection's error out of the process.
    client.on('error', onConnectionError);
    client.on('notification', (message) => {
      if (message.channel === channel) callback(message.payload ?? '');
    });
    let listening = false;
    client.once('end', () => {
      clients.delete(client);
      if (listening && !stopped) retryLater();
    });
    try {
      await client.connect();
      await client.query(statement);
    } catch (error) {
      clients.delete(client);
      // Not awaited: a connection that never opened may never say it ended.
      void client.end().catch(() => undefined);
      throw error;
    }
    listening = true;
    return client;
  }

  function retryLater(): void {
    timer = setTimeout(() => {
      timer = undefined;
      reconnecting = reconnect().finally(() => {
        reconnecting = undefined;
      });
    }, reconnectDelayMs(failures));
    failures += 1;
  }

  async function reconnect(): Promise<void> {
    try {
      await open();
    } catch (error) {
      if (stopped) return;
      onConnectionError(error instanceof Error ? error : new Error(String(error)));
      retryLater();
      return;
    }
    failures = 0;
    if (!stopped) onReconnect?.();
  }

  await open();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    await Promise.all([...clients].map((client) => client.end().catch(() => undefined)));
    await reconnecting;
    // A connection the reconnect opened as it was stopped.
    await Promise.all([...clients].map((client) => client.end().catch(() => undefined)));
  };
}
