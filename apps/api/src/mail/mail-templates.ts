import { sanitizeRichText, type Database } from '@labstore/db';
import { MAIL_TEMPLATE_BODY_MAX_LENGTH, MAIL_TEMPLATE_MESSAGES, type MailTemplate, type MailTemplateInput, type MailTemplateList } from '@labstore/domain';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';
import type { Mailer } from './mailer';

// Issue 20, spec/03 3 Mail template, 5, 7 Mail templates: the mail module
// owns mail_templates; these are its only queries. The admin routes
// (admin/mail-templates.routes.ts) call them in the transaction that also
// writes the change's audit row.

const COLUMNS = ['id', 'name', 'body', 'type'] as const;

/** The "send by" of a template sent from the Keap Template tab, as the Email Log shows it. */
export const MAIL_TEMPLATE_SEND_BY = 'keap-template';

/**
 * spec/03 5 and DESIGN.md API (sanitized on save): the body as it is
 * stored. The limit and the required check hold for the stored text too, so
 * the table's check never turns a valid-looking body into a 5xx: a body of
 * only scripts is refused, and so is one that escaping made longer than the
 * limit.
 */
export function cleanTemplateBody(body: string): string {
  const cleaned = sanitizeRichText(body).trim();
  if (cleaned.length === 0) throw AppError.badRequest(MAIL_TEMPLATE_MESSAGES.bodyEmptyAfterCleaning, { body: [MAIL_TEMPLATE_MESSAGES.bodyEmptyAfterCleaning] });
  if (cleaned.length > MAIL_TEMPLATE_BODY_MAX_LENGTH) throw AppError.badRequest(MAIL_TEMPLATE_MESSAGES.bodyTooLong, { body: [MAIL_TEMPLATE_MESSAGES.bodyTooLong] });
  return cleaned;
}

export function mailTemplatesRepository(db: Kysely<Database>) {
  return {
    /** Every template by name (the tab's table). */
    async list(): Promise<MailTemplateList> {
      const items = await db.selectFrom('mail_templates').select(['id', 'name', 'type']).orderBy(sql`lower(name)`).orderBy('id').execute();
      return { items, count: items.length };
    },

    /** One template, locked until `db`'s transaction ends when `lock` is set; undefined for an id that is no template. */
    async find(id: string, { lock = false } = {}): Promise<MailTemplate | undefined> {
      if (!isUuid(id)) return undefined;
      const query = db.selectFrom('mail_templates').select(COLUMNS).where('id', '=', id);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    },

    /** `body` as cleanTemplateBody answered it. */
    insert(input: Pick<MailTemplateInput, 'name' | 'type'> & { body: string }): Promise<MailTemplate> {
      return db.insertInto('mail_templates').values({ name: input.name, body: input.body, type: input.type }).returning(COLUMNS).executeTakeFirstOrThrow();
    },

    update(id: string, input: Pick<MailTemplateInput, 'name' | 'type'> & { body: string }): Promise<MailTemplate | undefined> {
      return db
        .updateTable('mail_templates')
        .set({ name: input.name, body: input.body, type: input.type, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    async remove(id: string): Promise<MailTemplate | undefined> {
      if (!isUuid(id)) return undefined;
      return db.deleteFrom('mail_templates').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
    },
  };
}

/** The plain-text part of a template's (sanitized) HTML: tags dropped, the few entities the sanitizer writes read back. */
export function templateText(html: string): string {
  const text = html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/tr|\/div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
  return `${text}\n`;
}

/**
 * Puts one template in the e-mail queue for one address, through `db` (the
 * transaction that writes the send's audit row): its name is the subject,
 * its stored body the HTML. Answers the e-mail log row.
 */
export function queueTemplate(mailer: Mailer, db: Kysely<Database>, template: MailTemplate, to: { email: string; userId: string }) {
  return mailer.send({ to: to.email, subject: template.name, html: template.body, text: templateText(template.body), sendBy: MAIL_TEMPLATE_SEND_BY, userId: to.userId }, db);
}
