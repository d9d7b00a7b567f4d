import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '@labstore/db';
import { ROLE } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';
import { insertAccountProfile, insertAddress } from '../profiles';
import { hashPassword } from './password-hasher';

const PASSWORD_SPECIALS = '!@#$%^&*';
const ADMIN_ACCOUNT_LOCK = 'labstore.admin-account';

/** 20 random characters that also meet every password rule (spec/01 5). */
export function generateAdminPassword(): string {
  const body = randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
  const special = PASSWORD_SPECIALS[randomInt(PASSWORD_SPECIALS.length)];
  return `${body}A7${special}z`;
}

export interface CreatedAdmin {
  email: string;
  password: string;
}

/**
 * On the first start there is no administrator: create one with a generated
 * password, which only this call ever sees (it is stored hashed). `keep`
 * hands it over inside the transaction, so a password that could not be
 * kept leaves no account behind (admin-password-outlet.ts). Later starts
 * find the account and return undefined.
 */
export async function ensureAdminAccount(db: Kysely<Database>, email: string, keep?: (admin: CreatedAdmin) => Promise<void>): Promise<CreatedAdmin | undefined> {
  const findAdmin = (reader: Kysely<Database>) => reader.selectFrom('users').select('id').where('role_id', '=', ROLE.admin).executeTakeFirst();
  if (await findAdmin(db)) return undefined;
  const password = generateAdminPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    // Instances starting together on a new database: one creates it, the others then find it.
    await sql`select pg_advisory_xact_lock(hashtext(${ADMIN_ACCOUNT_LOCK}))`.execute(trx);
    if (await findAdmin(trx)) return undefined;
    const user = await trx
      .insertInto('users')
      .values({ email, password_hash: passwordHash, role_id: ROLE.admin, email_confirmed: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('password_history').values({ user_id: user.id, password_hash: passwordHash }).execute();
    const profile = await insertAccountProfile(trx, {
      user_id: user.id,
      first_name: 'Store',
      last_name: 'Administrator',
      email,
      mobile_phone: '3175550100',
      gender: 2,
      birth_date: '1985-06-15',
    });
    await insertAddress(trx, { profile_id: profile.id, address_type: 0, address_line: '1 Monument Cir', city: 'Indianapolis', state: 'IN', zip: '46204' });
    await keep?.({ email, password });
    return { email, password };
  });
}
