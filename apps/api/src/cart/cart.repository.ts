import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';

/** What the cart asks of users and profiles (orders/orders.repository.ts has the order rows); `db` may be a transaction. */
export function cartRepository(db: Kysely<Database>) {
  return {
    /** Serialises a user's cart creation: two first adds at once make one cart. */
    async lockUser(userId: string): Promise<void> {
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    async adultProfileOf(userId: string): Promise<string | null> {
      const row = await db.selectFrom('profiles').select('id').where('user_id', '=', userId).where('is_child', '=', false).executeTakeFirst();
      return row?.id ?? null;
    },

    /** The ids among `profileIds` that are profiles of the user. */
    async profilesOfUser(userId: string, profileIds: readonly string[]): Promise<Set<string>> {
      if (profileIds.length === 0) return new Set();
      const rows = await db.selectFrom('profiles').select('id').where('user_id', '=', userId).where('id', 'in', profileIds).execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
