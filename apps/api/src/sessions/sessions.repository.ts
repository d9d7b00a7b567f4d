import type { Database, Session } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

export interface NewSession {
  userId: string;
  rememberMe: boolean;
  expiresAt: Date;
  actingAdminId?: string | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** A live session with what authorisation needs of its user. */
export interface ActiveSession {
  session: Session;
  roleId: number;
  email: string;
  isActive: boolean;
  /** The e-mail of the administrator who opened this quasi-admin session, or null. */
  actingAdminEmail: string | null;
}

export function sessionsRepository(db: Kysely<Database>) {
  return {
    async create(input: NewSession): Promise<Session> {
      return db
        .insertInto('sessions')
        .values({
          user_id: input.userId,
          remember_me: input.rememberMe,
          expires_at: input.expiresAt,
          acting_admin_id: input.actingAdminId ?? null,
          is_quasi_admin: input.actingAdminId !== undefined,
          ip: input.ip ?? null,
          user_agent: input.userAgent?.slice(0, 500) ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    findActive(sessionId: string): Promise<ActiveSession | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .leftJoin('users as acting_admin', 'acting_admin.id', 'sessions.acting_admin_id')
        .selectAll('sessions')
        .select(['users.role_id', 'users.email', 'users.is_active', 'acting_admin.email as acting_admin_email'])
        .where('sessions.id', '=', sessionId)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
        .then((row) => {
          if (!row) return undefined;
          const { role_id: roleId, email, is_active: isActive, acting_admin_email: actingAdminEmail, ...session } = row;
          return { session, roleId, email, isActive, actingAdminEmail };
        });
    },

    async touch(sessionId: string): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: sql`now()` }).where('id', '=', sessionId).execute();
    },

    async revoke(sessionId: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },

    /** Ends every session of a user, e.g. after a password change or when an account is disabled. */
    async revokeAllOf(userId: string, exceptSessionId?: string): Promise<void> {
      let query = db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (exceptSessionId) query = query.where('id', '<>', exceptSessionId);
      await query.execute();
    },

    /** Ends the customer sessions an administrator opened with login-as: they act with that administrator's rights (demoted or disabled, spec/03 4). */
    async revokeOpenedBy(adminId: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('acting_admin_id', '=', adminId).where('revoked_at', 'is', null).execute();
    },
  };
}
