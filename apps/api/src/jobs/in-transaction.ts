import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';

/**
 * Runs `work` in `db` when it is already a transaction (the caller's, which
 * commits or rolls back the whole), and in a new transaction otherwise.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
