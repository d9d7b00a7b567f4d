import { newsletterConfirmedSchema, newsletterConfirmSchema, newsletterSubscribedSchema, newsletterSubscribeQuerySchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUrlOf } from '../lib/public-url';
import type { AppConfig } from '../config';
import { queryField } from '../plugins/rate-limit';
import { localNewsletterCrm } from './newsletter-crm';
import { newsletterService } from './newsletter.service';

/**
 * spec/02 7: GET /api/keap/subscribe?email=, the blog's subscribe box, and
 * ours, POST /api/keap/subscribe/confirm, the confirmation link's page
 * (double opt-in, issue 14; docs/api-blog.md).
 */
const newsletterRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const newsletter = newsletterService({ db: app.db, mailer: app.mailer, crm: localNewsletterCrm(app.db), publicUrl: publicUrlOf(config) });

  app.get(
    '/api/keap/subscribe',
    {
      schema: {
        tags: ['blog'],
        summary: 'Ask to subscribe an e-mail address to the blog newsletter: e-mails it a confirmation link',
        // Only bounded: the service checks the address with the shared newsletter rule.
        querystring: newsletterSubscribeQuerySchema,
        response: { 200: newsletterSubscribedSchema },
      },
      // Per client and per address (docs/security.md "Newsletter: double opt-in"): nobody floods an inbox or the table.
      preValidation: app.limitAttempts('newsletter-subscribe', (request) => queryField(request, 'email')),
      // The answer is about an e-mail address: no cache keeps it (no-store-default.ts).
    },
    async (request) => {
      await newsletter.subscribe(request.query.email, request.language);
      return {};
    },
  );

  app.post(
    '/api/keap/subscribe/confirm',
    {
      schema: {
        tags: ['blog'],
        summary: 'Confirm a newsletter subscription with the code of the e-mailed link',
        body: newsletterConfirmSchema,
        response: { 200: newsletterConfirmedSchema },
      },
      preValidation: app.limitAttempts('newsletter-confirm'),
    },
    async (request) => newsletter.confirm(request.body.code),
  );
};

export default newsletterRoutes;
