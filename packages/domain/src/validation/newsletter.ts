import { z } from 'zod';
import { emailSchema } from './email';
import { NEWSLETTER_EMAIL_MESSAGE } from './newsletter-message';

/** spec/02 7: GET /api/keap/subscribe?email=. */
export const newsletterSchema = z.object({
  email: emailSchema({ required: NEWSLETTER_EMAIL_MESSAGE, invalid: NEWSLETTER_EMAIL_MESSAGE }),
});
export type Newsletter = z.output<typeof newsletterSchema>;
