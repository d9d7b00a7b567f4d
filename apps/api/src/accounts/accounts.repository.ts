import type { Database } from '@labstore/db';
import { ADDRESS_TYPE } from '@labstore/domain';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { insertAccountProfile, insertAddress, setAdultProfileEmail } from '../profiles';

/** A user with what sign-in, e-mails and the token response need of the adult profile. */
export interface Account {
  id: string;
  email: string;
  passwordHash: string;
  roleId: number;
  isActive: boolean;
  emailConfirmed: boolean;
  isTwoFactor: boolean;
  /** The adult profile's preference, the user's when there is no profile (spec/01 3). */
  languagePreference: number;
  profileId: string | null;
  firstName: string | null;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  languagePreference: number;
  campaignId: string | null;
  mbsy: string | null;
  profile: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    suffix: number;
    gender: number;
    birthDate: string;
    homePhone: string | null;
    workPhone: string | null;
    mobilePhone: string | null;
  };
  homeAddress: { addressLine: string; city: string; state: string; zip: string };
}

const lowerEmail = (eb: ExpressionBuilder<Database, 'users'>) => eb.fn<string>('lower', ['users.email']);

function selectAccounts(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', (join) => join.onRef('profiles.user_id', '=', 'users.id').on('profiles.is_child', '=', false))
    .select([
      'users.id',
      'users.email',
      'users.password_hash',
      'users.role_id',
      'users.is_active',
      'users.email_confirmed',
      'users.is_two_factor',
      'users.language_preference as user_language',
      'profiles.id as profile_id',
      'profiles.first_name',
      'profiles.language_preference as profile_language',
    ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['executeTakeFirstOrThrow']>>;

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    roleId: row.role_id,
    isActive: row.is_active,
    emailConfirmed: row.email_confirmed,
    isTwoFactor: row.is_two_factor,
    languagePreference: row.profile_language ?? row.user_language,
    profileId: row.profile_id,
    firstName: row.first_name,
  };
}

/** Users, their adult profile and home address, passwords and e-mail history. */
export function accountsRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<Account | undefined> {
      const row = await selectAccounts(db).where(lowerEmail, '=', email.toLowerCase()).executeTakeFirst();
      return row && toAccount(row);
    },

    async findById(userId: string): Promise<Account | undefined> {
      const row = await selectAccounts(db).where('users.id', '=', userId).executeTakeFirst();
      return row && toAccount(row);
    },

    async emailInUse(email: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where(lowerEmail, '=', email.toLowerCase()).executeTakeFirst();
      return row !== undefined;
    },

    /** spec/01 3 registration: the user, its first password, the adult profile and the home address. */
    async insertAccount(account: NewAccount): Promise<string> {
      const user = await db
        .insertInto('users')
        .values({
          email: account.email,
          password_hash: account.passwordHash,
          language_preference: account.languagePreference,
          campaign_id: account.campaignId,
          mbsy: account.mbsy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('password_history').values({ user_id: user.id, password_hash: account.passwordHash }).execute();
      const { profile } = account;
      const inserted = await insertAccountProfile(db, {
        user_id: user.id,
        first_name: profile.firstName,
        middle_name: profile.middleName,
        last_name: profile.lastName,
        suffix: profile.suffix,
        email: account.email,
        home_phone: profile.homePhone,
        work_phone: profile.workPhone,
        mobile_phone: profile.mobilePhone,
        gender: profile.gender,
        birth_date: profile.birthDate,
        language_preference: account.languagePreference,
      });
      await insertAddress(db, { profile_id: inserted.id, address_type: ADDRESS_TYPE.Home, address_line: account.homeAddress.addressLine, city: account.homeAddress.city, state: account.homeAddress.state, zip: account.homeAddress.zip });
      return user.id;
    },

    /** Every hash the user has had, the current one included (spec/01 8 reuse rule). */
    async passwordHashes(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('password_history').select('password_hash').where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
      return rows.map((row) => row.password_hash);
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', userId).execute();
      await db.insertInto('password_history').values({ user_id: userId, password_hash: passwordHash }).execute();
    },

    async markEmailConfirmed(userId: string): Promise<void> {
      await db.updateTable('users').set({ email_confirmed: true, updated_at: sql`now()` }).where('id', '=', userId).execute();
    },

    async setTwoFactor(userId: string, isTwoFactor: boolean): Promise<void> {
      await db.updateTable('users').set({ is_two_factor: isTwoFactor, updated_at: sql`now()` }).where('id', '=', userId).execute();
    },

    async disableNonTransactionalEmails(userId: string): Promise<void> {
      await db.updateTable('users').set({ receive_non_transactional_emails: false, updated_at: sql`now()` }).where('id', '=', userId).execute();
    },

    /** The sign-in address changes with the adult profile's, and the change is kept (spec/01 7). */
    async changeEmail(userId: string, oldEmail: string, newEmail: string): Promise<void> {
      await db.updateTable('users').set({ email: newEmail, updated_at: sql`now()` }).where('id', '=', userId).execute();
      await setAdultProfileEmail(db, userId, newEmail);
      await db.insertInto('email_change_history').values({ user_id: userId, old_email: oldEmail, new_email: newEmail }).execute();
    },

    emailHistory(userId: string): Promise<Array<{ changed_at: Date; old_email: string; new_email: string }>> {
      return db
        .selectFrom('email_change_history')
        .select(['changed_at', 'old_email', 'new_email'])
        .where('user_id', '=', userId)
        .orderBy('changed_at', 'desc')
        .execute();
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
