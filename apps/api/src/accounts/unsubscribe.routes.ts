import { emptySchema, idTextSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountServiceDeps } from './account-mail';
import { unsubscribeService } from './unsubscribe.service';

/** spec/01 7: GET /api/keap/disableNonTransactionalEmails?userId=, with the link's signature (docs/decisions.md). */
const unsubscribeRoutes: FastifyPluginAsyncZod<{ deps: AccountServiceDeps }> = async (app, { deps }) => {
  const service = unsubscribeService(deps.db, deps.publicUrl);

  app.get(
    '/api/keap/disableNonTransactionalEmails',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Stop non-transactional e-mails (from the signed e-mail link, or signed in)',
        querystring: z.object({ userId: idTextSchema, token: z.string().max(200).optional() }),
        response: { 200: emptySchema },
      },
      preHandler: app.identify,
    },
    async (request) => {
      await service.disable(request.auth, request.query.userId, request.query.token);
      return {};
    },
  );
};

export default unsubscribeRoutes;
