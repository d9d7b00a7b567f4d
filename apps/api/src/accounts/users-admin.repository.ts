import type { Database } from '@labstore/db';
import type { AdminUser, AdminUsersOrderBy, Role } from '@labstore/domain';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';

// Issue 19, spec/03 2 Users tab: the administrators' reads and changes of
// accounts. `db` may be a transaction.

type UsersFrom = 'users' | 'roles' | 'profiles';

/** A name or an e-mail containing the lower-cased LIKE pattern: first, last, or "first last". */
function matching(pattern: string) {
  return (eb: ExpressionBuilder<Database, UsersFrom>) =>
    eb.or([
      eb(sql<string>`lower(users.email)`, 'like', pattern),
      eb(sql<string>`lower(profiles.first_name)`, 'like', pattern),
      eb(sql<string>`lower(profiles.last_name)`, 'like', pattern),
      eb(sql<string>`lower(profiles.first_name || ' ' || profiles.last_name)`, 'like', pattern),
    ]);
}

/** Users with their role and adult profile (one statement, as the sign-in reads an account with its profile), those matching `pattern` when given. */
function joined(db: Kysely<Database>, pattern?: string) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('profiles', (join) => join.onRef('profiles.user_id', '=', 'users.id').on('profiles.is_child', '=', false))
    .$if(pattern !== undefined, (query) => query.where(matching(pattern ?? '')));
}

function selectUsers(db: Kysely<Database>, pattern?: string) {
  return joined(db, pattern).select([
    'users.id',
    'users.email',
    'users.is_active',
    'users.role_id',
    'roles.name as role_name',
    'users.email_confirmed',
    'users.is_two_factor',
    'users.receive_non_transactional_emails',
    'users.language_preference as user_language',
    'profiles.id as profile_id',
    'profiles.first_name',
    'profiles.last_name',
    'profiles.language_preference as profile_language',
  ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    isActive: row.is_active,
    roleId: row.role_id,
    roleName: row.role_name,
    emailConfirmed: row.email_confirmed,
    isTwoFactor: row.is_two_factor,
    receiveNonTransactionalEmails: row.receive_non_transactional_emails,
    profileId: row.profile_id,
    languagePreference: row.profile_language ?? row.user_language,
  };
}

/** Each accepted $orderby (docs/api-admin.md "Users"): the column and the direction. */
const ORDER_COLUMNS = new Map<AdminUsersOrderBy, readonly ['users.email' | 'profiles.first_name' | 'profiles.last_name' | 'users.created_at', 'asc' | 'desc']>([
  ['Email', ['users.email', 'asc']],
  ['Email desc', ['users.email', 'desc']],
  ['FirstName', ['profiles.first_name', 'asc']],
  ['FirstName desc', ['profiles.first_name', 'desc']],
  ['LastName', ['profiles.last_name', 'asc']],
  ['LastName desc', ['profiles.last_name', 'desc']],
  ['CreatedDate', ['users.created_at', 'asc']],
  ['CreatedDate desc', ['users.created_at', 'desc']],
]);

export interface AdminUsersPage {
  skip: number;
  top: number;
  orderBy: AdminUsersOrderBy;
  /** A LIKE pattern for lower-cased text (lib/like-pattern.ts); none lists everyone. */
  pattern?: string | undefined;
}

export function usersAdminRepository(db: Kysely<Database>) {
  return {
    /** One page in the asked order (ties by id, so pages never overlap), with the count of every match. */
    async page({ skip, top, orderBy, pattern }: AdminUsersPage): Promise<{ users: AdminUser[]; count: number }> {
      const [column, direction] = ORDER_COLUMNS.get(orderBy) ?? ['users.email', 'asc'];
      // Accounts without a profile (no name) come last either way.
      const order = sql`${sql.ref(column)} ${sql.raw(direction)} nulls last`;
      const [rows, total] = await Promise.all([
        selectUsers(db, pattern).orderBy(order).orderBy('users.id').offset(skip).limit(top).execute(),
        joined(db, pattern).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { users: rows.map(toAdminUser), count: Number(total.count) };
    },

    async findUser(userId: string): Promise<AdminUser | undefined> {
      const row = await selectUsers(db).where('users.id', '=', userId).executeTakeFirst();
      return row && toAdminUser(row);
    },

    /** Locks the user's row until the transaction ends: two administrators' changes of one user follow each other. */
    async lockUser(userId: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
      return row !== undefined;
    },

    roles(): Promise<Role[]> {
      return db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute();
    },

    findRole(roleId: number): Promise<Role | undefined> {
      return db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).executeTakeFirst();
    },

    async setRole(userId: string, roleId: number): Promise<void> {
      await db.updateTable('users').set({ role_id: roleId, updated_at: sql`now()` }).where('id', '=', userId).execute();
    },

    async setActive(userId: string, isActive: boolean): Promise<void> {
      await db.updateTable('users').set({ is_active: isActive, updated_at: sql`now()` }).where('id', '=', userId).execute();
    },

    async setNonTransactional(userId: string, enabled: boolean): Promise<void> {
      await db.updateTable('users').set({ receive_non_transactional_emails: enabled, updated_at: sql`now()` }).where('id', '=', userId).execute();
    },
  };
}
