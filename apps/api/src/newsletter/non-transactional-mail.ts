import type { Database } from '@labstore/db';
import { messagesIn, siteLanguageOfPreference } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { mailConsentOf, unsubscribeService } from '../accounts';
import type { Mailer } from '../mail/mailer';
import { escapeHtml, type EmailContent } from '../mail/templates';
import { localNewsletterCrm } from './newsletter-crm';

export interface NonTransactionalMessage extends EmailContent {
  to: string;
  /** What sent it, for the admin Email Log (e.g. 'newsletter'). */
  sendBy: string;
}

export type NonTransactionalResult = { status: 'queued' | 'kept'; id: string; unsubscribeLink: string } | { status: 'unsubscribed' | 'unconfirmed' };


/**
 * The one way to send mail that is not transactional (the newsletter, a
 * NonTransactional mail template of spec/03): it is never sent to an address
 * that has unsubscribed, nor to one without an account that has not confirmed
 * a subscription (a pending one included), and it always carries the unsubscribe link, which
 * works without signing in and stops such mail to that address only. The
 * account's link (the spec's userId) when the address has an account, the
 * address's own otherwise; both are signed (accounts/unsubscribe.service.ts).
 */
export function nonTransactionalMail({ db, mailer, publicUrl }: { db: Kysely<Database>; mailer: Mailer; publicUrl: string }) {
  const newsletter = localNewsletterCrm(db);
  const unsubscribe = unsubscribeService(db, publicUrl, newsletter);

  return {
    async send(message: NonTransactionalMessage): Promise<NonTransactionalResult> {
      const to = message.to.trim();
      // The list and the accounts compare addresses in lower case.
      const address = to.toLowerCase();
      const account = await mailConsentOf(db, address);
      if (account?.receive_non_transactional_emails === false || (await newsletter.hasUnsubscribed(address))) return { status: 'unsubscribed' };
      // An address without an account is mailed only once its owner confirmed the subscription (double opt-in, issue 14).
      if (!account && !(await newsletter.isSubscribed(address))) return { status: 'unconfirmed' };
      const unsubscribeLink = await unsubscribe.link(account ? { userId: account.id } : { email: address });
      // The footer in the account's language; an address without an account reads the store's English (issue 16).
      const footerText = messagesIn(siteLanguageOfPreference(account?.language_preference ?? 0)).emails.unsubscribeFooter;
      const footer =
        `<p style="margin:32px 0 0;font-size:12px;color:#555555">${escapeHtml(footerText)}: ` +
        `<a href="${escapeHtml(unsubscribeLink)}" style="color:#555555">${escapeHtml(unsubscribeLink)}</a></p>`;
      // Before </body> when the message is a whole document (mail/templates.ts renderEmail), else at its end.
      const html = message.html.includes('</body>') ? message.html.replace('</body>', `${footer}</body>`) : `${message.html}${footer}`;
      const text = `${message.text.trimEnd()}\n\n${footerText}: ${unsubscribeLink}\n`;
      const sent = await mailer.send({ to, subject: message.subject, html, text, sendBy: message.sendBy, userId: account?.id });
      return { ...sent, unsubscribeLink };
    },
  };
}
