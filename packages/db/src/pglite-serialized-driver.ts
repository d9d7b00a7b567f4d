import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

// PGlite is one connection, and kysely-pglite hands that connection to every
// caller at once: a transaction's BEGIN ... COMMIT would interleave with
// other requests' statements (theirs would run inside it, and its ROLLBACK
// would undo them). This driver lends the connection to one caller at a
// time, as a pool of one would, so a transaction holds it until it ends.
// Code inside a transaction must use the transaction, never the outer
// Kysely instance: on PGlite that waits for itself (on PostgreSQL it takes a
// second connection and sees no uncommitted rows, also wrong).

// PGlite answers a change's row count as `affectedRows`, where Kysely reads
// `numAffectedRows` (what `numUpdatedRows` and `numDeletedRows` come from):
// without this every update and delete reported 0 rows on the embedded
// database, and a job that finished looked as if its lock had been lost.
class CountingConnection implements DatabaseConnection {
  readonly #inner: DatabaseConnection;

  constructor(inner: DatabaseConnection) {
    this.#inner = inner;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result: QueryResult<R> & { affectedRows?: number } = await this.#inner.executeQuery<R>(query);
    if (result.numAffectedRows !== undefined || result.affectedRows === undefined) return result;
    return { ...result, numAffectedRows: BigInt(result.affectedRows) };
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.#inner.streamQuery<R>(query, chunkSize);
  }
}

class SerializedDriver implements Driver {
  readonly #inner: Driver;
  #tail: Promise<void> = Promise.resolve();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      const connection = new CountingConnection(await this.#inner.acquireConnection());
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** The dialect with its driver lending the one connection to one caller at a time. */
export function serializedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new SerializedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
