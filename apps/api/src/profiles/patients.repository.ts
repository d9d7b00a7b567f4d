import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import { containingPattern } from '../lib/like-pattern';
import { toWireBirthDate } from './profiles.mapper';

/** Who an order is for, as the order history and the receipt name them (spec/02 2.9, 2.10). */
export interface Patient {
  fullName: string;
  /** spec/01 5: the date at midnight UTC. */
  birthDate: string;
}

/** The profiles' names and birth dates, in one statement whatever their number. */
export async function patientsOf(db: Kysely<Database>, profileIds: readonly string[]): Promise<Map<string, Patient>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('profiles')
    .select(['id', 'first_name', 'middle_name', 'last_name', 'birth_date'])
    .where('id', 'in', [...new Set(profileIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { fullName: [row.first_name, row.middle_name, row.last_name].filter((part) => part !== null && part.trim() !== '').join(' '), birthDate: toWireBirthDate(row.birth_date) },
    ]),
  );
}

/**
 * spec/03 Transactions: a search that is no order number is by user. The
 * accounts one of whose profiles holds the text in its name or e-mail, at
 * most `limit` of them.
 */
export async function usersMatching(db: Kysely<Database>, text: string, limit: number): Promise<string[]> {
  const pattern = containingPattern(text);
  const rows = await db
    .selectFrom('profiles')
    .select('user_id')
    .distinct()
    .where((eb) => eb.or([eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', pattern), eb(sql<string>`lower(coalesce(email, ''))`, 'like', pattern)]))
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** An account's holder as the administrators' order list names them (spec/03 2 userFullName, userEmail). */
export interface AccountHolder {
  /** The adult profile, the one every account has. */
  profileId: string;
  fullName: string;
  /** The account's e-mail (users.email: the profile's may lag a change). */
  email: string;
}

/** The holders of the accounts, in one statement whatever their number. */
export async function accountHoldersOf(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, AccountHolder>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'p.first_name', 'p.middle_name', 'p.last_name', 'u.email'])
    .where('p.user_id', 'in', [...new Set(userIds)])
    .where('p.is_child', '=', false)
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      { profileId: row.id, fullName: [row.first_name, row.middle_name, row.last_name].filter((part) => part !== null && part.trim() !== '').join(' '), email: row.email },
    ]),
  );
}
