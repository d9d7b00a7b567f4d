import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

export interface NewLoginAsCode {
  codeHash: string;
  customerId: string;
  actingAdminId: string;
  adminSessionId: string;
  rememberMe: boolean;
  expiresAt: Date;
}

/** What a consumed code stands for: whose session to open, and who asked. */
export interface ConsumedLoginAsCode {
  id: string;
  customerId: string;
  actingAdminId: string;
  adminSessionId: string;
  rememberMe: boolean;
}

/** login_as_codes: hashed, single-use, short-lived codes (issue 14, docs/security.md). */
export function loginAsCodesRepository(db: Kysely<Database>) {
  return {
    async insert(code: NewLoginAsCode): Promise<string> {
      const row = await db
        .insertInto('login_as_codes')
        .values({
          code_hash: code.codeHash,
          customer_id: code.customerId,
          acting_admin_id: code.actingAdminId,
          admin_session_id: code.adminSessionId,
          remember_me: code.rememberMe,
          expires_at: code.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Marks the code used, in one statement with the checks, so two requests
     * racing with the same code cannot both win; undefined when the code is
     * unknown, used or out of time (the database's clock decides).
     */
    async consume(codeHash: string): Promise<ConsumedLoginAsCode | undefined> {
      const row = await db
        .updateTable('login_as_codes')
        .set({ used_at: sql`now()` })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['id', 'customer_id', 'acting_admin_id', 'admin_session_id', 'remember_me'])
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          customerId: row.customer_id,
          actingAdminId: row.acting_admin_id,
          adminSessionId: row.admin_session_id,
          rememberMe: row.remember_me,
        }
      );
    },

    async recordSession(codeId: string, sessionId: string): Promise<void> {
      await db.updateTable('login_as_codes').set({ session_id: sessionId }).where('id', '=', codeId).execute();
    },

    /** A day after its time a code goes (the audit log keeps who used login-as); swept as the next one is made. */
    async deleteExpired(): Promise<void> {
      await db.deleteFrom('login_as_codes').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
    },
  };
}
