import { z } from 'zod';
import { TEXT_INPUT_MAX_LENGTH } from './constants';

// Issue 20, spec/03 2 Keap Template tab, 3 Mail template, 5, 7 Mail
// templates, 8: the mail template calls under /api/keap (docs/api-admin.md
// "Mail templates"). The routes and the dashboard's fetchers parse these.

/** spec/03 5 and 9: a template's body is up to 100000 characters. */
export const MAIL_TEMPLATE_BODY_MAX_LENGTH = 100_000;

/** spec/03 3: 0 Transactional, 1 NonTransactional. */
export const MAIL_TEMPLATE_TYPE = { Transactional: 0, NonTransactional: 1 } as const;

/** spec/03 8 words where the spec has them (the missing space of 'created' included); ours otherwise. */
export const MAIL_TEMPLATE_MESSAGES = {
  updated: "Keap Template '{name}' has been updated.",
  created: "Keap Mail Template'{name}' has been created.",
  removed: 'Template was successfully removed',
  nameRequired: 'The Name field is required.',
  nameTooLong: `The Name must be at most ${TEXT_INPUT_MAX_LENGTH} characters.`,
  bodyRequired: 'The Body field is required.',
  bodyTooLong: `The Body must be at most ${MAIL_TEMPLATE_BODY_MAX_LENGTH} characters.`,
  bodyEmptyAfterCleaning: 'The Body has no content left once scripts and other unsafe parts are removed.',
  type: 'The type must be 0 (Transactional) or 1 (NonTransactional).',
  id: 'The template id must be a template id (a GUID).',
  userId: 'The user id must be a user id (a GUID).',
  noSuchUser: 'There is no such user.',
  userDisabled: '{email} is disabled and gets no e-mail.',
  declinesNonTransactional: '{email} does not accept non-transactional e-mails.',
  queued: "Template '{name}' was queued for {email}.",
} as const;

const uuidSchema = (message: string) => z.uuid({ error: message });

/** POST /api/keap/template/add and PUT /api/keap/template/update (spec/03 7): id (ignored by add), name, body, type. */
export const mailTemplateInputSchema = z.object({
  id: z.string().max(64).nullish(),
  name: z
    .string({ error: MAIL_TEMPLATE_MESSAGES.nameRequired })
    .trim()
    .min(1, MAIL_TEMPLATE_MESSAGES.nameRequired)
    .max(TEXT_INPUT_MAX_LENGTH, MAIL_TEMPLATE_MESSAGES.nameTooLong),
  body: z
    .string({ error: MAIL_TEMPLATE_MESSAGES.bodyRequired })
    .max(MAIL_TEMPLATE_BODY_MAX_LENGTH, MAIL_TEMPLATE_MESSAGES.bodyTooLong)
    .refine((body) => body.trim().length > 0, MAIL_TEMPLATE_MESSAGES.bodyRequired),
  type: z.union([z.literal(MAIL_TEMPLATE_TYPE.Transactional), z.literal(MAIL_TEMPLATE_TYPE.NonTransactional)], { error: MAIL_TEMPLATE_MESSAGES.type }),
});
export type MailTemplateInput = z.infer<typeof mailTemplateInputSchema>;

/** PUT /api/keap/template/update: the same, the id required. */
export const mailTemplateUpdateSchema = mailTemplateInputSchema.extend({ id: uuidSchema(MAIL_TEMPLATE_MESSAGES.id) });
export type MailTemplateUpdate = z.infer<typeof mailTemplateUpdateSchema>;

/** spec/03 3 Mail template: the body is the sanitized HTML as stored. */
export const mailTemplateSchema = z.object({ id: z.string(), name: z.string(), body: z.string(), type: z.int() });
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** GET /api/keap/template/get/all: every template by name, without bodies (the tab lists names). */
export const mailTemplateListSchema = z.object({
  items: z.array(mailTemplateSchema.omit({ body: true })),
  count: z.int(),
});
export type MailTemplateList = z.infer<typeof mailTemplateListSchema>;

/** The answer to add and update: spec/03 8's words in the request's language, and the template as stored. */
export const mailTemplateChangeSchema = z.object({ message: z.string(), template: mailTemplateSchema });
export type MailTemplateChange = z.infer<typeof mailTemplateChangeSchema>;

/** The answer to delete. */
export const mailTemplateRemovedSchema = z.object({ message: z.string() });
export type MailTemplateRemoved = z.infer<typeof mailTemplateRemovedSchema>;

export const mailTemplateParamsSchema = z.object({ id: z.string().max(64) });

/** POST /api/api/keap/send/{id}: the account the template is sent to (docs/api-admin.md "Mail templates"). */
export const mailTemplateSendSchema = z.object({ userId: uuidSchema(MAIL_TEMPLATE_MESSAGES.userId) });
export type MailTemplateSend = z.infer<typeof mailTemplateSendSchema>;

/** The answer to a send: the e-mail log row queued. */
export const mailTemplateSentSchema = z.object({ message: z.string(), emailLogId: z.string() });
export type MailTemplateSent = z.infer<typeof mailTemplateSentSchema>;

/** The copy link of the tab (spec/03 2, 7): the send path of a template, on the store's own address. */
export function mailTemplateSendPath(id: string): string {
  return `/api/api/keap/send/${id}`;
}
