import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

// What other features look up of users (the cart, the newsletter); `db` may be a transaction.

/** Locks the user's row until `db`'s transaction ends: the cart serialises a user's cart creation on it (two first adds at once make one cart). */
export async function lockUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The account of an address (given in lower case, as the accounts compare them) and whether it takes non-transactional mail. */
export function mailConsentOf(
  db: Kysely<Database>,
  address: string,
): Promise<{ id: string; receive_non_transactional_emails: boolean; language_preference: number } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'receive_non_transactional_emails', 'language_preference'])
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
}

/** Issue 19: whom an administrator may open a temporary quasi-admin session for (spec/03 2): the account's e-mail, role and state. */
export function accountStateOf(db: Kysely<Database>, userId: string): Promise<{ id: string; email: string; role_id: number; is_active: boolean } | undefined> {
  return db.selectFrom('users').select(['id', 'email', 'role_id', 'is_active']).where('id', '=', userId).executeTakeFirst();
}
