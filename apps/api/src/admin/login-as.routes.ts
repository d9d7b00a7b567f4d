import { loginAsCodeSchema, loginAsSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAsService } from '../accounts';
import { adminActorOf } from '../audit';
import { currentAuth } from '../plugins/auth';

/** Login-as (spec/01 4, spec/03 4); the new tab's exchange of its code is a public accounts route. */
const loginAsRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginAs = loginAsService(app.db);

  // The spec shows no path for login-as; docs/decisions.md records this one.
  app.post(
    '/api/account/loginAs',
    {
      schema: {
        tags: ['accounts'],
        summary: "Start a quasi-admin session of a customer (the administrator's own password): a single-use code for the new tab",
        body: loginAsSchema,
        response: { 200: loginAsCodeSchema },
      },
      // Counted per administrator: the password check must not become a guessing oracle.
      preValidation: app.limitAttempts('login-as', (request) => request.auth?.userId),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return loginAs.start(currentAuth(request), request.body, adminActorOf(request));
    },
  );
};

export default loginAsRoutes;
