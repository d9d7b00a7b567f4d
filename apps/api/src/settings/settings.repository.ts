import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

/** The read of one app_settings value: run it, or put it in a larger read as a subquery (the cart's lines and fees in one statement). */
export function selectSetting(db: Kysely<Database>, key: string) {
  return db.selectFrom('app_settings').select('value').where('key', '=', key);
}

/**
 * A value generated once and kept in the database: the first instance to
 * store its candidate wins, and every instance (and every restart) reads
 * that same value.
 */
export async function storedSetting(db: Kysely<Database>, key: string, candidate: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: JSON.stringify(candidate) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await selectSetting(db, key).executeTakeFirstOrThrow();
  return String(row.value);
}

/** Sets one value, replacing what was there (the CRM's kept authorisation, an administrator's note). */
export async function putSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_settings')
    .values({ key, value: json })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json, updated_at: sql<Date>`now()` }))
    .execute();
}
