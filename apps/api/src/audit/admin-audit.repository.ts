import type { AdminAuditRow, Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

export interface AdminAuditInsert {
  actorUserId: string;
  actorEmail: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  clientAddress: string | null;
}

export interface AdminAuditFilter {
  actorUserId?: string;
  /** Lower-cased LIKE pattern over the actor's e-mail. */
  actorEmailPattern?: string;
  action?: string;
  subjectId?: string;
  from?: Date;
  before?: Date;
  skip: number;
  top: number;
}

/** The only queries of admin_audit: rows are added and read, never changed (the table's trigger refuses it). */
export function adminAuditRepository(db: Kysely<Database>) {
  return {
    async insert(entry: AdminAuditInsert): Promise<void> {
      await db
        .insertInto('admin_audit')
        .values({
          actor_user_id: entry.actorUserId,
          actor_email: entry.actorEmail,
          action: entry.action,
          subject_kind: entry.subjectKind,
          subject_id: entry.subjectId,
          before: entry.before === null ? null : JSON.stringify(entry.before),
          after: entry.after === null ? null : JSON.stringify(entry.after),
          client_address: entry.clientAddress,
        })
        .execute();
    },

    /** Newest first, with the count of every row the filter matches. */
    async list(filter: AdminAuditFilter): Promise<{ rows: AdminAuditRow[]; count: number }> {
      let query = db.selectFrom('admin_audit');
      if (filter.actorUserId !== undefined) query = query.where('actor_user_id', '=', filter.actorUserId);
      if (filter.actorEmailPattern !== undefined) query = query.where(sql<string>`lower(actor_email)`, 'like', filter.actorEmailPattern);
      if (filter.action !== undefined) query = query.where('action', '=', filter.action);
      if (filter.subjectId !== undefined) query = query.where('subject_id', '=', filter.subjectId);
      if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
      if (filter.before !== undefined) query = query.where('at', '<', filter.before);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(filter.skip).limit(filter.top).execute(),
        query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },
  };
}
