import { SUPPORT_CONTACT, supportMessageSchema, supportMessageSentSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyField } from '../plugins/rate-limit';
import { supportService } from './support.service';

/** A support message's body is a few kilobytes at most (the schema bounds each field); more is refused unread. */
const SUPPORT_BODY_LIMIT_BYTES = 32 * 1024;

/** POST /api/support/message: ours (issue 16), the support form that replaces live chat. */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = supportService({ mailer: app.mailer, mailbox: SUPPORT_CONTACT.email });

  app.post(
    '/api/support/message',
    {
      bodyLimit: SUPPORT_BODY_LIMIT_BYTES,
      // A send retried after a lost answer reaches the mailbox once (the web app sends a key per message).
      config: { idempotent: true },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support mailbox (name, e-mail, topic, message)',
        body: supportMessageSchema,
        response: { 200: supportMessageSentSchema },
      },
      // Per client and per address: nobody floods the mailbox, or writes in another's name over and over.
      preValidation: app.limitAttempts('support-message', (request) => bodyField(request, 'email')),
    },
    async (request) => {
      await support.send(request.body, request.language);
      return {};
    },
  );
};

export default supportRoutes;
