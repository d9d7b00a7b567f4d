import { ACCOUNT_MESSAGES, emptySchema, unsubscribeQuerySchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import type { AccountServiceDeps } from './account-mail';
import { unsubscribeService, type MailingList } from './unsubscribe.service';

/**
 * spec/01 7: GET /api/keap/disableNonTransactionalEmails?userId=, with the
 * link's signature (docs/decisions.md); or ?email= with its signature, from
 * non-transactional mail to an address that has no account (the newsletter).
 */
const unsubscribeRoutes: FastifyPluginAsyncZod<{ deps: AccountServiceDeps; mailingList: MailingList }> = async (app, { deps, mailingList }) => {
  const service = unsubscribeService(deps.db, deps.publicUrl, mailingList);

  app.get(
    '/api/keap/disableNonTransactionalEmails',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Stop non-transactional e-mails (from the signed e-mail link, or signed in)',
        querystring: unsubscribeQuerySchema,
        response: { 200: emptySchema },
      },
      preHandler: app.identify,
    },
    async (request) => {
      const { userId, email, token } = request.query;
      // One of the two, as the links are made: anything else is no link of ours.
      if (userId !== undefined && email === undefined) await service.disable(request.auth, { userId }, token);
      else if (email !== undefined && userId === undefined) await service.disable(request.auth, { email }, token);
      else throw AppError.badRequest(ACCOUNT_MESSAGES.unsubscribeLinkInvalid);
      return {};
    },
  );
};

export default unsubscribeRoutes;
