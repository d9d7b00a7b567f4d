import { z } from 'zod';
import { emailSchema } from './email';

/** spec/02 5, 8: one message for a missing and an invalid address. */
export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email.';

/** spec/02 7: GET /api/keap/subscribe?email=. */
export const newsletterSchema = z.object({
  email: emailSchema({ required: NEWSLETTER_EMAIL_MESSAGE, invalid: NEWSLETTER_EMAIL_MESSAGE }),
});
export type Newsletter = z.output<typeof newsletterSchema>;
