import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';

// Issue 17: who an order is for, as its documents name the patient, and the
// language the account reads (its documents are written in it).

export interface PatientRecord {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  /** yyyy-mm-dd */
  birth_date: string;
  /** spec/01 3: 1 male, 2 female. */
  gender: number;
  /** The account's language preference (spec/01 3: 0 English, 1 Spanish). */
  account_language: number;
}

/** The profile's patient facts, or undefined for no such profile; `db` may be a transaction. */
export function patientOf(db: Kysely<Database>, profileId: string): Promise<PatientRecord | undefined> {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.first_name', 'profiles.middle_name', 'profiles.last_name', 'profiles.birth_date', 'profiles.gender', 'users.language_preference as account_language'])
    .where('profiles.id', '=', profileId)
    .executeTakeFirst();
}
