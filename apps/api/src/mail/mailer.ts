import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';

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
   * Records the message in the e-mail log and, with SMTP configured, sends it.
   * A transport failure is logged on the row, never thrown: the user's action
   * has succeeded and the message can be sent again.
   */
  send(message: MailMessage): Promise<{ id: string; status: 'kept' | 'sent' | 'failed' }>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  from: string;
  smtpUrl?: string | undefined;
}

// Sending happens inside the request that asked for it (a sign-in code, a
// reset link): an unreachable or stalled server must fail within seconds, not
// hold the request for nodemailer's default of minutes. Settings in the URL
// (e.g. ?connectionTimeout=) still win.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** With no SMTP_URL, messages are kept in the log (the local default of DESIGN.md). */
export function createMailer({ db, from, smtpUrl }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  return {
    async send(message) {
      const row = await db
        .insertInto('email_log')
        .values({
          from_address: from,
          to_address: message.to,
          subject: message.subject,
          body_html: message.html,
          body_text: message.text,
          send_by: message.sendBy,
          status: transport ? 'queued' : 'kept',
          user_id: message.userId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return { id: row.id, status: 'kept' };
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });
        await db.updateTable('email_log').set({ status: 'sent', sent_at: new Date() }).where('id', '=', row.id).execute();
        return { id: row.id, status: 'sent' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.updateTable('email_log').set({ status: 'failed', error: reason.slice(0, 1000) }).where('id', '=', row.id).execute();
        return { id: row.id, status: 'failed' };
      }
    },
  };
}
