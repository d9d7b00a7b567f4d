import type { Database, SecurityCodePurpose } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

export interface LiveCode {
  id: string;
  codeHash: string;
  attempts: number;
  expired: boolean;
}

/** security_codes: hashed, single-use, expiring, attempt-counted codes (DESIGN.md API). */
export function securityCodesRepository(db: Kysely<Database>) {
  return {
    /** Stores a new code and retires the user's unused ones of that purpose: only the latest link or code works. */
    async replace(userId: string, purpose: SecurityCodePurpose, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .updateTable('security_codes')
        .set({ used_at: sql`now()` })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      await db.insertInto('security_codes').values({ user_id: userId, purpose, code_hash: codeHash, expires_at: expiresAt }).execute();
    },

    /** The user's newest unused code of that purpose, if any, and whether its time is up. */
    async findLatestUnused(userId: string, purpose: SecurityCodePurpose): Promise<LiveCode | undefined> {
      const row = await db
        .selectFrom('security_codes')
        .select(['id', 'code_hash', 'attempts', sql<boolean>`expires_at <= now()`.as('expired')])
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { id: row.id, codeHash: row.code_hash, attempts: row.attempts, expired: row.expired };
    },

    /** Whether the user has a used code of that purpose with this hash (a link opened before). */
    async hasUsed(userId: string, purpose: SecurityCodePurpose, codeHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('security_codes')
        .select('id')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is not', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks a code used; false when another request used it first. */
    async consume(id: string): Promise<boolean> {
      const row = await db
        .updateTable('security_codes')
        .set({ used_at: sql`now()` })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Counts a wrong attempt; answers the new count. */
    async addAttempt(id: string): Promise<number> {
      const row = await db
        .updateTable('security_codes')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return row.attempts;
    },
  };
}

export type SecurityCodesRepository = ReturnType<typeof securityCodesRepository>;
