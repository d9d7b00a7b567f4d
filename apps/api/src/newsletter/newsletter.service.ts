import { ACCOUNT_MESSAGES, NEWSLETTER_EMAIL_MESSAGE, newsletterSchema, type NewsletterConfirmed, type SiteLanguage } from '@labstore/domain';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { inTransaction } from '../jobs/in-transaction';
import { AppError } from '../lib/app-error';
import type { Mailer } from '../mail/mailer';
import type { NewsletterCrm } from './newsletter-crm';
import { newsletterConfirmations } from './newsletter-confirmations';
import { subscriptionConfirmationEmail } from './newsletter-emails';

export interface NewsletterServiceDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  crm: NewsletterCrm;
  /** Where links in e-mails point, without a trailing slash. */
  publicUrl: string;
}

/** The confirmation link: the blog's page, the code in the fragment, which no server (nor its log) ever receives. */
const confirmationLink = (publicUrl: string, code: string) => `${publicUrl}/blog#${new URLSearchParams({ confirmSubscription: code }).toString()}`;

/**
 * spec/02 4.8, 5, 7, 8: the blog's subscribe box, double opt-in (issue 14).
 * Asking records a pending subscription and e-mails a confirmation link;
 * only the owner's click puts the address on the CRM's list, or back on it
 * after an unsubscribe.
 */
export function newsletterService({ db, mailer, crm, publicUrl }: NewsletterServiceDeps) {
  return {
    /**
     * The same silence whatever the address's state: subscribed already, or
     * mailed within the resend window, nothing is sent; otherwise one link.
     */
    async subscribe(email: string | undefined, language: SiteLanguage): Promise<void> {
      const parsed = newsletterSchema.safeParse({ email });
      // spec/02 8: the top message itself reads "Please enter a valid email.".
      if (!parsed.success) throw AppError.badRequest(NEWSLETTER_EMAIL_MESSAGE, { email: [NEWSLETTER_EMAIL_MESSAGE] });
      // The list keeps one row per address, in lower case (newsletter_subscriptions' check).
      const address = parsed.data.email.toLowerCase();
      if (await crm.isSubscribed(address)) return;
      // The code and its message in one transaction: never a live code without its e-mail, nor an e-mail for a rolled-back code.
      await inTransaction(db, async (trx) => {
        const code = await newsletterConfirmations(trx).issue(address);
        if (code) await mailer.send({ to: address, sendBy: 'newsletter-confirmation', ...subscriptionConfirmationEmail(confirmationLink(publicUrl, code), language) }, trx);
      });
    },

    /** The owner's click: the address joins the list (an unsubscribe is undone only here); a second click changes nothing. */
    async confirm(code: string): Promise<NewsletterConfirmed> {
      const confirmations = newsletterConfirmations(db);
      const checked = await confirmations.check(code);
      // The account confirmation link's words fit a forged, retired or expired one here too.
      if (checked.status === 'invalid') throw AppError.badRequest(ACCOUNT_MESSAGES.confirmationInvalid);
      if (checked.status === 'alreadyConfirmed') return { alreadyConfirmed: true };
      // The CRM first (adding is idempotent): should it fail, the code stays unused and the link works again.
      await crm.subscribe(checked.email);
      return { alreadyConfirmed: !(await confirmations.markConfirmed(code)) };
    },
  };
}
