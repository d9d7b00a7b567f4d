import { newsletterSubscribedSchema, newsletterSubscribeQuerySchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localNewsletterCrm } from './newsletter-crm';
import { newsletterService } from './newsletter.service';

/** spec/02 7: GET /api/keap/subscribe?email=, the blog's subscribe box (docs/api-blog.md). */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = newsletterService(localNewsletterCrm(app.db));

  app.get(
    '/api/keap/subscribe',
    {
      schema: {
        tags: ['blog'],
        summary: 'Subscribe an e-mail address to the blog newsletter',
        // Only bounded: the service checks the address with the shared newsletter rule.
        querystring: newsletterSubscribeQuerySchema,
        response: { 200: newsletterSubscribedSchema },
      },
      // The answer is about an e-mail address: no cache keeps it (no-store-default.ts).
    },
    async (request) => {
      await newsletter.subscribe(request.query.email);
      return {};
    },
  );
};

export default newsletterRoutes;
