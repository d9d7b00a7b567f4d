import { adminDayRange, emailLogListSchema, emailLogQuerySchema, type EmailLogEntry } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailLogRepository, type EmailLogRow } from '../mail/email-log.repository';
import { EMAIL_MAX_ATTEMPTS } from '../mail/mailer';

function entryOf(row: EmailLogRow): EmailLogEntry {
  return {
    id: row.id,
    from: row.from_address,
    to: row.to_address,
    subject: row.subject,
    sendBy: row.send_by,
    status: row.status,
    date: row.created_at.toISOString(),
    attempts: row.attempts,
    maxAttempts: EMAIL_MAX_ATTEMPTS,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    sentAt: row.sent_at?.toISOString() ?? null,
    lastError: row.error,
  };
}

/**
 * Issue 19, spec/03 2 Email Log tab and 7 Email log: the messages the store
 * sent, with the delivery queue's record of each (docs/api-admin.md). The
 * answers name people: plugins/no-store-default.ts marks them no-store.
 */
const emailLogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = emailLogRepository(app.db);

  app.get(
    '/api/admin-mail/get',
    {
      schema: {
        tags: ['mail'],
        summary: 'The e-mail log, newest first, 10 a page, by day range (00:00 to 23:59) and a word of the sender, recipient or subject',
        querystring: emailLogQuerySchema,
        response: { 200: emailLogListSchema },
      },
    },
    async (request) => {
      const { $skip, $top, searchWord } = request.query;
      const { from, before } = adminDayRange(request.query);
      const { rows, count } = await log.page({ skip: $skip, top: $top, from, before, searchWord: searchWord || undefined });
      return { items: rows.map(entryOf), count };
    },
  );
};

export default emailLogAdminRoutes;
