import type { Database } from '@labstore/db';
import { ADDRESS_TYPE } from '@labstore/domain';
import type { Kysely } from 'kysely';

// Issue 17: what the lab partner is told of the patient of an order, and who
// hears of the order by e-mail; `db` may be a transaction.

export interface PartnerPatient {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  birthDate: string;
  /** spec/02 3: 1 male, 2 female. */
  gender: number;
  email: string | null;
  phone: string | null;
  address: { line1: string; line2: string | null; city: string; state: string; zip: string } | null;
}

/** A profile as the partner gets it, with its home address; a child's contact is its account's. */
export async function partnerPatientOf(db: Kysely<Database>, profileId: string): Promise<PartnerPatient | undefined> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .leftJoin('addresses', (join) => join.onRef('addresses.profile_id', '=', 'profiles.id').on('addresses.address_type', '=', ADDRESS_TYPE.Home))
    .select([
      'profiles.first_name',
      'profiles.last_name',
      'profiles.birth_date',
      'profiles.gender',
      'profiles.email',
      'users.email as account_email',
      'profiles.mobile_phone',
      'profiles.home_phone',
      'profiles.work_phone',
      'addresses.address_line',
      'addresses.city',
      'addresses.state',
      'addresses.zip',
    ])
    .where('profiles.id', '=', profileId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { address_line: line1, city, state, zip } = row;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date.slice(0, 10),
    gender: row.gender,
    email: row.email ?? row.account_email,
    phone: row.mobile_phone ?? row.home_phone ?? row.work_phone,
    address: line1 !== null && city !== null && state !== null && zip !== null ? { line1, line2: null, city, state, zip } : null,
  };
}

export interface OrderMailRecipient {
  email: string;
  firstName: string | null;
  /** spec/01 3: 0 English, 1 Spanish; the adult profile's, else the account's (as the account e-mails). */
  languagePreference: number;
}

/** Who hears of an account's order: the account's address, in its language. */
export async function orderMailRecipientOf(db: Kysely<Database>, userId: string): Promise<OrderMailRecipient | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', (join) => join.onRef('profiles.user_id', '=', 'users.id').on('profiles.is_child', '=', false))
    .select(['users.email', 'users.language_preference as user_language', 'profiles.first_name', 'profiles.language_preference as profile_language'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row && { email: row.email, firstName: row.first_name, languagePreference: row.profile_language ?? row.user_language };
}
