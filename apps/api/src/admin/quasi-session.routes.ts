import { quasiSessionEndedSchema, quasiSessionOpenBodySchema, quasiSessionParamsSchema, quasiSessionSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActorOf } from '../audit';
import { quasiSessionService } from './quasi-session';

const tags = ['accounts'];

/**
 * spec/03 2 and 4: the Transactions tab's temporary quasi-admin session
 * (docs/api-admin.md "Transactions"). The spec shows no path; these sit
 * beside login-as. The token travels in the answer's body and then in the
 * Authorization header of the cart calls, never in a URL; the session id in
 * the end call's path is no credential.
 */
const quasiSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const quasiSessions = quasiSessionService(app.db);

  app.post(
    '/api/account/quasiSession',
    {
      schema: {
        tags,
        summary: "Open a customer's session for five minutes at most, marked as this administrator's, to change their cart or status-1 order",
        body: quasiSessionOpenBodySchema,
        response: { 200: quasiSessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return quasiSessions.open(request.body.userId, adminActorOf(request), (customerId, actingAdminId, lifetimeSeconds) =>
        app.issueToken(customerId, { rememberMe: false, actingAdminId, lifetimeSeconds, request }),
      );
    },
  );

  app.delete(
    '/api/account/quasiSession/:id',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'End a temporary quasi-admin session this administrator opened (one already ended answers ended: false)', params: quasiSessionParamsSchema, response: { 200: quasiSessionEndedSchema } },
    },
    (request) => quasiSessions.end(request.params.id, adminActorOf(request)),
  );
};

export default quasiSessionRoutes;
