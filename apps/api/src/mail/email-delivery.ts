import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { JobHandler } from '../jobs/job-worker';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** What delivers a message: nodemailer's SMTP transport, or a test's. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
}

// A stalled server must fail an attempt within a minute, well inside the job's
// lock (jobs/job-worker.ts), rather than hold it for nodemailer's default of
// minutes. Settings in the URL (e.g. ?connectionTimeout=) still win.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

const payloadSchema = z.object({ emailLogId: z.uuid() });

/**
 * The job that delivers one e-mail log row, and records each attempt on it:
 * 'retrying' with the error while attempts remain, then 'sent' or 'failed'.
 * Without a transport (SMTP_URL unset since the job was queued) the row is kept.
 */
export function emailDeliveryJob({ db, transport }: { db: Kysely<Database>; transport: MailTransport | undefined }): JobHandler {
  return {
    async run(payload, { attempt }) {
      const { emailLogId } = payloadSchema.parse(payload);
      const row = await db.selectFrom('email_log').selectAll().where('id', '=', emailLogId).executeTakeFirst();
      // Already sent: an instance stopped between sending and settling the job.
      if (!row || row.status === 'sent' || row.status === 'kept') return;
      if (!transport) {
        await db.updateTable('email_log').set({ status: 'kept' }).where('id', '=', emailLogId).execute();
        return;
      }
      await transport.sendMail({ from: row.from_address, to: row.to_address, subject: row.subject, html: row.body_html, text: row.body_text });
      await db
        .updateTable('email_log')
        .set({ status: 'sent', sent_at: new Date(), attempts: attempt, last_attempt_at: new Date() })
        .where('id', '=', emailLogId)
        .execute();
    },

    async failed(payload, { attempt, error, retryAt }, trx) {
      const parsed = payloadSchema.safeParse(payload);
      if (!parsed.success) return;
      await trx
        .updateTable('email_log')
        .set({ status: retryAt ? 'retrying' : 'failed', error, attempts: attempt, last_attempt_at: new Date() })
        .where('id', '=', parsed.data.emailLogId)
        .execute();
    },
  };
}
