import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';
import { containingPattern } from '../lib/like-pattern';

// Issue 19: the admin Email Log's reads of email_log (spec/03 2 Email Log tab,
// 7 Email log). mailer.ts and email-delivery.ts write the table.

export interface EmailLogFilter {
  skip: number;
  top: number;
  /** Written at or after. */
  from?: Date | undefined;
  /** Written before. */
  before?: Date | undefined;
  /** Part of the sender, the recipient or the subject, any case. */
  searchWord?: string | undefined;
}

export interface EmailLogRow {
  id: string;
  from_address: string;
  to_address: string;
  subject: string;
  send_by: string;
  status: string;
  created_at: Date;
  attempts: number;
  last_attempt_at: Date | null;
  sent_at: Date | null;
  error: string | null;
}

/** All Kysely code reading email_log for administrators. */
export function emailLogRepository(db: Kysely<Database>) {
  function filtered(filter: EmailLogFilter) {
    let query = db.selectFrom('email_log');
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.before) query = query.where('created_at', '<', filter.before);
    if (filter.searchWord) {
      const pattern = containingPattern(filter.searchWord);
      query = query.where((eb) =>
        eb.or([eb(sql<string>`lower(from_address)`, 'like', pattern), eb(sql<string>`lower(to_address)`, 'like', pattern), eb(sql<string>`lower(subject)`, 'like', pattern)]),
      );
    }
    return query;
  }

  return {
    /** One page of the log, newest first (the spec's only order, CreatedDate desc), and how many match. */
    async page(filter: EmailLogFilter): Promise<{ rows: EmailLogRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        filtered(filter)
          .select(['id', 'from_address', 'to_address', 'subject', 'send_by', 'status', 'created_at', 'attempts', 'last_attempt_at', 'sent_at', 'error'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(filter.skip)
          .limit(filter.top)
          .execute(),
        filtered(filter).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },
  };
}
