import {
  fillTemplate,
  MAIL_TEMPLATE_MESSAGES,
  MAIL_TEMPLATE_TYPE,
  mailTemplateChangeSchema,
  mailTemplateInputSchema,
  mailTemplateListSchema,
  mailTemplateParamsSchema,
  mailTemplateRemovedSchema,
  mailTemplateSchema,
  mailTemplateSendSchema,
  mailTemplateSentSchema,
  mailTemplateUpdateSchema,
  type MailTemplate,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountStateOf, mailConsentOf } from '../accounts';
import { adminActorOf, recordAdminAction } from '../audit';
import { AppError } from '../lib/app-error';
import { withLocalizedMessage } from '../lib/localized-answers';
import { cleanTemplateBody, mailTemplatesRepository, queueTemplate } from '../mail/mail-templates';

const tags = ['mail'];

/** What an audit row keeps of a template. */
const auditState = (template: MailTemplate) => ({ name: template.name, type: template.type, body: template.body });

/**
 * Issue 20, spec/03 2 Keap Template tab, 3, 5, 7 Mail templates, 8: the
 * mail templates and the tab's copy link, which sends one through the e-mail
 * queue (docs/api-admin.md "Mail templates"). Each change and each send
 * writes its audit row in its own transaction.
 */
const mailTemplatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/keap/template/get/all',
    { schema: { tags, summary: 'Every mail template by name, without bodies', response: { 200: mailTemplateListSchema } } },
    () => mailTemplatesRepository(app.db).list(),
  );

  app.get(
    '/api/keap/template/:id',
    { schema: { tags, summary: 'One mail template with its (sanitized) body', params: mailTemplateParamsSchema, response: { 200: mailTemplateSchema } } },
    async (request) => {
      const template = await mailTemplatesRepository(app.db).find(request.params.id);
      if (!template) throw AppError.notFound();
      return template;
    },
  );

  app.post(
    '/api/keap/template/add',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Creates a mail template; the body is sanitized on save (an id sent is ignored)', body: mailTemplateInputSchema, response: { 200: mailTemplateChangeSchema } },
    },
    async (request) => {
      const body = cleanTemplateBody(request.body.body);
      const actor = adminActorOf(request);
      const template = await app.db.transaction().execute(async (trx) => {
        const created = await mailTemplatesRepository(trx).insert({ name: request.body.name, type: request.body.type, body });
        await recordAdminAction(trx, actor, { action: 'mail-template.create', subject: { kind: 'mail-template', id: created.id }, after: auditState(created) });
        return created;
      });
      return withLocalizedMessage({ message: fillTemplate(MAIL_TEMPLATE_MESSAGES.created, { name: template.name }), template }, request.language);
    },
  );

  app.put(
    '/api/keap/template/update',
    {
      config: { idempotent: true },
      schema: { tags, summary: "Replaces a mail template's name, body (sanitized on save) and type", body: mailTemplateUpdateSchema, response: { 200: mailTemplateChangeSchema } },
    },
    async (request) => {
      const body = cleanTemplateBody(request.body.body);
      const actor = adminActorOf(request);
      const { id, name, type } = request.body;
      const template = await app.db.transaction().execute(async (trx) => {
        const templates = mailTemplatesRepository(trx);
        const before = await templates.find(id, { lock: true });
        if (!before) throw AppError.notFound();
        const after = await templates.update(id, { name, type, body });
        if (!after) throw AppError.notFound();
        await recordAdminAction(trx, actor, { action: 'mail-template.update', subject: { kind: 'mail-template', id }, before: auditState(before), after: auditState(after) });
        return after;
      });
      return withLocalizedMessage({ message: fillTemplate(MAIL_TEMPLATE_MESSAGES.updated, { name: template.name }), template }, request.language);
    },
  );

  app.delete(
    '/api/keap/template/delete/:id',
    // spec/03 8 retries a failed request once: a repeat with the same key gets the first answer, not a 404.
    { config: { idempotent: true }, schema: { tags, summary: 'Removes a mail template', params: mailTemplateParamsSchema, response: { 200: mailTemplateRemovedSchema } } },
    async (request) => {
      const actor = adminActorOf(request);
      await app.db.transaction().execute(async (trx) => {
        const removed = await mailTemplatesRepository(trx).remove(request.params.id);
        if (!removed) throw AppError.notFound();
        await recordAdminAction(trx, actor, { action: 'mail-template.delete', subject: { kind: 'mail-template', id: removed.id }, before: auditState(removed) });
      });
      return withLocalizedMessage({ message: MAIL_TEMPLATE_MESSAGES.removed }, request.language);
    },
  );

  // The tab's copy link (spec/03 2, 7). A POST with the recipient in the
  // body, never a GET: opening the link changes nothing. docs/api-admin.md
  // "Mail templates" says whom a template may go to and why.
  app.post(
    '/api/api/keap/send/:id',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Queues one mail template for one active account (a NonTransactional one only if the account takes such e-mail)",
        params: mailTemplateParamsSchema,
        body: mailTemplateSendSchema,
        response: { 200: mailTemplateSentSchema },
      },
    },
    async (request) => {
      const template = await mailTemplatesRepository(app.db).find(request.params.id);
      if (!template) throw AppError.notFound();
      const account = await accountStateOf(app.db, request.body.userId);
      if (!account) throw AppError.badRequest(MAIL_TEMPLATE_MESSAGES.noSuchUser, { userId: [MAIL_TEMPLATE_MESSAGES.noSuchUser] });
      if (!account.is_active) throw AppError.badRequest(fillTemplate(MAIL_TEMPLATE_MESSAGES.userDisabled, { email: account.email }));
      if (template.type === MAIL_TEMPLATE_TYPE.NonTransactional) {
        const consent = await mailConsentOf(app.db, account.email.toLowerCase());
        if (!consent?.receive_non_transactional_emails) throw AppError.badRequest(fillTemplate(MAIL_TEMPLATE_MESSAGES.declinesNonTransactional, { email: account.email }));
      }
      const actor = adminActorOf(request);
      const queued = await app.db.transaction().execute(async (trx) => {
        const sent = await queueTemplate(app.mailer, trx, template, { email: account.email, userId: account.id });
        await recordAdminAction(trx, actor, {
          action: 'mail-template.send',
          subject: { kind: 'mail-template', id: template.id },
          after: { name: template.name, userId: account.id, email: account.email, emailLogId: sent.id, status: sent.status },
        });
        return sent;
      });
      return withLocalizedMessage({ message: fillTemplate(MAIL_TEMPLATE_MESSAGES.queued, { name: template.name, email: account.email }), emailLogId: queued.id }, request.language);
    },
  );
};

export default mailTemplatesAdminRoutes;
