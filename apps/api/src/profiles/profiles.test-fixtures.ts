import { randomUUID } from 'node:crypto';
import { ROLE } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';

// Test accounts made straight in the database: the profiles tests need
// accounts of each kind, not the registration flow (tested with accounts).

export interface TestAddress {
  addressLine: string;
  city: string;
  state: string;
  zip: string;
}

export const INDIANAPOLIS: TestAddress = { addressLine: '1 Monument Circle', city: 'Indianapolis', state: 'IN', zip: '46204' };
export const PHOENIX: TestAddress = { addressLine: '200 W Washington St', city: 'Phoenix', state: 'AZ', zip: '85003' };
export const CHICAGO: TestAddress = { addressLine: '121 N LaSalle St', city: 'Chicago', state: 'IL', zip: '60602' };

/** A child's create body without its parent: tests add `userId` (or `id` to update). */
export const CHILD_BODY = {
  firstName: 'noah',
  middleName: 'james',
  lastName: 'Doe',
  suffix: '',
  gender: 1,
  birthDate: '2016-03-04T00:00:00.000Z',
  homeAddress: INDIANAPOLIS,
};

export interface TestUserOptions {
  admin?: boolean;
  firstName?: string;
  lastName?: string;
  home?: TestAddress;
  languagePreference?: 0 | 1;
}

export interface TestUser {
  userId: string;
  profileId: string;
  email: string;
}

/** An account (role User, or Admin) with its adult profile and home address. */
export async function createTestUser(app: FastifyInstance, options: TestUserOptions = {}): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.com`;
  const home = options.home ?? INDIANAPOLIS;
  const language = options.languagePreference ?? 0;
  return app.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email,
        password_hash: 'not-a-password-hash',
        role_id: options.admin ? ROLE.admin : ROLE.user,
        email_confirmed: true,
        language_preference: language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const profile = await trx
      .insertInto('profiles')
      .values({
        user_id: user.id,
        first_name: options.firstName ?? 'Jane',
        last_name: options.lastName ?? 'Doe',
        email,
        mobile_phone: '3175550100',
        gender: 2,
        birth_date: '1990-05-07',
        language_preference: language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('addresses')
      .values({ profile_id: profile.id, address_type: 0, address_line: home.addressLine, city: home.city, state: home.state, zip: home.zip })
      .execute();
    return { userId: user.id, profileId: profile.id, email };
  });
}

/** A child profile of an account, living in Indianapolis. */
export async function createTestChild(app: FastifyInstance, userId: string, firstName = 'Sam'): Promise<string> {
  const child = await app.db
    .insertInto('profiles')
    .values({ user_id: userId, is_child: true, first_name: firstName, middle_name: 'Lee', last_name: 'Doe', gender: 1, birth_date: '2015-09-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('addresses')
    .values({ profile_id: child.id, address_type: 0, address_line: INDIANAPOLIS.addressLine, city: INDIANAPOLIS.city, state: INDIANAPOLIS.state, zip: INDIANAPOLIS.zip })
    .execute();
  return child.id;
}

export interface SignInOptions {
  /** Open the session as login-as does: a quasi-admin session of the customer, opened by this administrator. */
  actingAdminId?: string;
}

/** A session row and a token naming it, as /Token or login-as would issue; answers the Authorization header. */
export async function signIn(app: FastifyInstance, userId: string, options: SignInOptions = {}): Promise<{ authorization: string }> {
  const session = await app.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      expires_at: new Date(Date.now() + 3_600_000),
      is_quasi_admin: options.actingAdminId !== undefined,
      acting_admin_id: options.actingAdminId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${app.jwt.sign({ sid: session.id, sub: userId })}` };
}

/** A new administrator and the Authorization header of a session of theirs: the admin routes' tests' caller. */
export async function signedInAdmin(app: FastifyInstance): Promise<{ userId: string; headers: { authorization: string } }> {
  const { userId } = await createTestUser(app, { admin: true });
  return { userId, headers: await signIn(app, userId) };
}
