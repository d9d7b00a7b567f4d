import type { Database } from '@labstore/db';
import { ADDRESS_TYPE } from '@labstore/domain';
import type { Kysely } from 'kysely';

/** What the checkout reads besides the order's rows (orders/ has those). */
export function checkoutRepository(db: Kysely<Database>) {
  return {
    homeAddressOf(profileId: string): Promise<{ state: string; zip: string } | undefined> {
      return db
        .selectFrom('addresses')
        .select(['state', 'zip'])
        .where('profile_id', '=', profileId)
        .where('address_type', '=', ADDRESS_TYPE.Home)
        .executeTakeFirst();
    },
  };
}
