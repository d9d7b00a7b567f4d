import type { Database, NewAddress, NewProfile } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

// The profile rows an account's own changes write (registration, the first
// administrator, an e-mail change); `db` is the account's transaction.

/** The adult profile made with an account (spec/01 3). */
export function insertAccountProfile(db: Kysely<Database>, values: NewProfile): Promise<{ id: string }> {
  return db.insertInto('profiles').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertAddress(db: Kysely<Database>, values: NewAddress): Promise<void> {
  await db.insertInto('addresses').values(values).execute();
}

/** The adult profile's e-mail is the sign-in address (spec/01 7). */
export async function setAdultProfileEmail(db: Kysely<Database>, userId: string, email: string): Promise<void> {
  await db.updateTable('profiles').set({ email, updated_at: sql`now()` }).where('user_id', '=', userId).where('is_child', '=', false).execute();
}
