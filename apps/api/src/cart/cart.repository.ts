import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { lockUser } from '../accounts';
import { adultProfileOf, profilesOfUser } from '../profiles';

/** What the cart asks of users and profiles, from their owners (orders/orders.repository.ts has the order rows); `db` may be a transaction. */
export function cartRepository(db: Kysely<Database>) {
  return {
    /** Serialises a user's cart creation: two first adds at once make one cart. */
    lockUser: (userId: string): Promise<void> => lockUser(db, userId),
    adultProfileOf: (userId: string): Promise<string | null> => adultProfileOf(db, userId),
    /** The ids among `profileIds` that are profiles of the user. */
    profilesOfUser: (userId: string, profileIds: readonly string[]): Promise<Set<string>> => profilesOfUser(db, userId, profileIds),
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
