import type { Database } from '@labstore/db';
import { ADDRESS_TYPE, profileZipForTestCenters } from '@labstore/domain';
import type { Kysely } from 'kysely';

// What other features look up of profiles and their addresses (the cart, the checkout).

/** The adult profile of a user (the one every account has), or null; `db` may be a transaction. */
export async function adultProfileOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('id').where('user_id', '=', userId).where('is_child', '=', false).executeTakeFirst();
  return row?.id ?? null;
}

/** The first name of a user's adult profile, or null: how the user signs what they send (a shared document's e-mail). */
export async function firstNameOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('first_name').where('user_id', '=', userId).where('is_child', '=', false).executeTakeFirst();
  return row?.first_name ?? null;
}

/** The ids among `profileIds` that are profiles of the user. */
export async function profilesOfUser(db: Kysely<Database>, userId: string, profileIds: readonly string[]): Promise<Set<string>> {
  if (profileIds.length === 0) return new Set();
  const rows = await db.selectFrom('profiles').select('id').where('user_id', '=', userId).where('id', 'in', profileIds).execute();
  return new Set(rows.map((row) => row.id));
}

/** The state and zip of a profile's home address: where the customer lives must allow the order (spec/02 5, 9). */
export function homeAddressOf(db: Kysely<Database>, profileId: string): Promise<{ state: string; zip: string } | undefined> {
  return db
    .selectFrom('addresses')
    .select(['state', 'zip'])
    .where('profile_id', '=', profileId)
    .where('address_type', '=', ADDRESS_TYPE.Home)
    .executeTakeFirst();
}

/**
 * spec/02 2.11: the zip the test center search starts from for a profile:
 * its home address's, then billing's, then government's; undefined when none
 * has one the search takes (the lab-visit pass's nearest centers, issue 18).
 */
export async function testCenterZipOf(db: Kysely<Database>, profileId: string): Promise<string | undefined> {
  const rows = await db.selectFrom('addresses').select(['address_type', 'zip']).where('profile_id', '=', profileId).execute();
  const byType = new Map(rows.map((row) => [row.address_type, row]));
  return profileZipForTestCenters({
    homeAddress: byType.get(ADDRESS_TYPE.Home) ?? null,
    billingAddress: byType.get(ADDRESS_TYPE.Billing) ?? null,
    govAddress: byType.get(ADDRESS_TYPE.Government) ?? null,
  });
}
