import type { Address, Database, NewProfile, Profile, ProfileUpdate } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

/** A profile with its account's e-mail, which is the adult profile's e-mail (spec/01 2.6). */
export interface ProfileRecord extends Profile {
  account_email: string;
}

export interface AddressValues {
  addressLine: string;
  city: string;
  state: string;
  zip: string;
}

export interface AccountRecord {
  id: string;
  email: string;
  language_preference: number;
}

/** All Kysely code of the profiles feature; `db` may be a transaction. */
export function profilesRepository(db: Kysely<Database>) {
  function selectProfiles() {
    return db.selectFrom('profiles').innerJoin('users', 'users.id', 'profiles.user_id').selectAll('profiles').select('users.email as account_email');
  }

  return {
    /** With `forUpdate`, the profile row stays locked until the transaction ends. */
    findById(id: string, options: { forUpdate?: boolean } = {}): Promise<ProfileRecord | undefined> {
      const query = selectProfiles().where('profiles.id', '=', id);
      return (options.forUpdate ? query.forUpdate('profiles') : query).executeTakeFirst();
    },

    findAdultOf(userId: string): Promise<ProfileRecord | undefined> {
      return selectProfiles().where('profiles.user_id', '=', userId).where('profiles.is_child', '=', false).executeTakeFirst();
    },

    /** spec/01 2.6: the adult profile first, then the children by createdDate. */
    listOfUser(userId: string): Promise<ProfileRecord[]> {
      return selectProfiles()
        .where('profiles.user_id', '=', userId)
        .orderBy('profiles.is_child')
        .orderBy('profiles.created_at')
        .orderBy('profiles.id')
        .execute();
    },

    async addressesOf(profileIds: readonly string[]): Promise<Address[]> {
      if (profileIds.length === 0) return [];
      return db.selectFrom('addresses').selectAll().where('profile_id', 'in', profileIds).orderBy('address_type').execute();
    },

    /** Every address of an account's profiles, in the order of listOfUser. */
    addressesOfUser(userId: string): Promise<Address[]> {
      return db
        .selectFrom('addresses')
        .innerJoin('profiles', 'profiles.id', 'addresses.profile_id')
        .selectAll('addresses')
        .where('profiles.user_id', '=', userId)
        .orderBy('profiles.is_child')
        .orderBy('profiles.created_at')
        .orderBy('profiles.id')
        .orderBy('addresses.address_type')
        .execute();
    },

    findAccount(userId: string): Promise<AccountRecord | undefined> {
      return db.selectFrom('users').select(['id', 'email', 'language_preference']).where('id', '=', userId).executeTakeFirst();
    },

    /** Undefined when the account already has its one adult profile. */
    insertAdult(values: Omit<NewProfile, 'is_child'>): Promise<{ id: string } | undefined> {
      return db
        .insertInto('profiles')
        .values({ ...values, is_child: false })
        .onConflict((conflict) => conflict.column('user_id').where('is_child', '=', false).doNothing())
        .returning('id')
        .executeTakeFirst();
    },

    insertChild(values: Omit<NewProfile, 'is_child'>): Promise<{ id: string }> {
      return db
        .insertInto('profiles')
        .values({ ...values, is_child: true })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async update(id: string, changes: Omit<ProfileUpdate, 'id' | 'user_id' | 'is_child' | 'created_at' | 'updated_at'>): Promise<void> {
      await db
        .updateTable('profiles')
        .set({ ...changes, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    },

    async saveAddress(profileId: string, addressType: number, address: AddressValues): Promise<void> {
      const values = { address_line: address.addressLine, city: address.city, state: address.state, zip: address.zip };
      await db
        .insertInto('addresses')
        .values({ profile_id: profileId, address_type: addressType, ...values })
        .onConflict((conflict) => conflict.columns(['profile_id', 'address_type']).doUpdateSet(values))
        .execute();
    },

    async removeAddress(profileId: string, addressType: number): Promise<void> {
      await db.deleteFrom('addresses').where('profile_id', '=', profileId).where('address_type', '=', addressType).execute();
    },

    async setAccountLanguage(userId: string, languagePreference: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ language_preference: languagePreference, updated_at: sql`now()` })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
