import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from './constants';
import { adminListDaySchema, adminPageQuerySchema } from './admin-lists';
import { SEARCH_TOO_LONG_MESSAGE } from './validation/search';

// Issue 19, spec/03 2 Email Log tab and 7 Email log: GET /api/admin-mail/get
// (docs/api-admin.md). The route and the dashboard's fetcher both parse these.

/** GET /api/admin-mail/get query: the page, and the filtered form's $orderby, days and search word. */
export const emailLogQuerySchema = adminPageQuerySchema.extend({
  /** The only order there is (newest first); the filtered form sends it, the plain one does not. */
  $orderby: z.literal('CreatedDate desc').optional(),
  dateStart: adminListDaySchema.optional(),
  dateEnd: adminListDaySchema.optional(),
  /** Part of the sender, the recipient or the subject, any case, wildcards taken literally. */
  searchWord: z.string().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE).trim().optional(),
});
export type EmailLogQuery = z.output<typeof emailLogQuerySchema>;

/** spec/03 3 Email log entry, with the delivery queue's record of it (issue 10). */
export const emailLogEntrySchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What sent it ('registration', 'mfa', …). */
  sendBy: z.string(),
  /**
   * As stored: queued, retrying, sent, failed or kept (no SMTP server, kept in
   * the log only). The screen shows it capitalised, 'Unknown' when empty (spec/03 2).
   */
  status: z.string(),
  /** When it was written to the log (ISO 8601). */
  date: z.string(),
  /** Delivery attempts made so far, of at most maxAttempts. */
  attempts: z.int(),
  maxAttempts: z.int(),
  lastAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The last failed attempt's error, kept while it retries and once it failed. */
  lastError: z.string().nullable(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;

export const emailLogListSchema = z.object({ items: z.array(emailLogEntrySchema), count: z.int() });
export type EmailLogList = z.infer<typeof emailLogListSchema>;
