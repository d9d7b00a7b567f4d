import { NEWSLETTER_EMAIL_MESSAGE, newsletterSchema } from '@labstore/domain';
import { AppError } from '../lib/app-error';
import type { NewsletterCrm } from './newsletter-crm';

/** spec/02 4.8, 5, 8: the blog's subscribe box. */
export function newsletterService(crm: NewsletterCrm) {
  return {
    /** Subscribing twice is no error: the second time changes nothing. */
    async subscribe(email: string | undefined): Promise<void> {
      const parsed = newsletterSchema.safeParse({ email });
      // spec/02 8: the top message itself reads "Please enter a valid email.".
      if (!parsed.success) throw AppError.badRequest(NEWSLETTER_EMAIL_MESSAGE, { email: [NEWSLETTER_EMAIL_MESSAGE] });
      // The list keeps one row per address, in lower case (newsletter_subscriptions' check).
      await crm.subscribe(parsed.data.email.toLowerCase());
    },
  };
}
