import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { jobsRepository } from '../jobs/jobs.repository';
import { inTransaction } from '../jobs/in-transaction';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What sent it, shown in the admin Email Log's 'send by' column (e.g. 'registration', 'mfa'). */
  sendBy: string;
  userId?: string | undefined;
}

export interface Mailer {
  /**
   * Records the message in the e-mail log and, with SMTP configured, queues
   * its delivery (mail/email-delivery.ts), both through `db`: the transaction
   * of the write that caused the message, so that a rollback leaves neither.
   */
  send(message: MailMessage, db?: Kysely<Database>): Promise<{ id: string; status: 'queued' | 'kept' }>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  from: string;
  /** SMTP is configured: messages are delivered; otherwise kept in the log only (DESIGN.md). */
  delivers: boolean;
}

/** The job kind that delivers one e-mail log row. */
export const EMAIL_JOB = 'email.deliver';

// Retried 30 s, 1, 2, 4, 8, 16 and 30 minutes after each failure
// (jobs/job-worker.ts): an SMTP outage of up to an hour loses nothing.
export const EMAIL_MAX_ATTEMPTS = 8;

export function createMailer({ db: appDb, from, delivers }: MailerOptions): Mailer {
  return {
    send(message, db = appDb) {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('email_log')
          .values({
            from_address: from,
            to_address: message.to,
            subject: message.subject,
            body_html: message.html,
            body_text: message.text,
            send_by: message.sendBy,
            status: delivers ? 'queued' : 'kept',
            user_id: message.userId ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!delivers) return { id: row.id, status: 'kept' as const };
        await jobsRepository(trx).enqueue({ kind: EMAIL_JOB, payload: { emailLogId: row.id }, maxAttempts: EMAIL_MAX_ATTEMPTS });
        return { id: row.id, status: 'queued' as const };
      });
    },
  };
}
