import { accountIdQuerySchema, confirmEmailSchema, emailRequestSchema, emptySchema, registrationResponseSchema, registrationSchema, yesNoResponseSchema } from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../plugins/auth';
import { bodyField } from '../plugins/rate-limit';
import type { AccountServiceDeps } from './account-mail';
import { registrationService } from './registration.service';

/** spec/01 7: register, register/confirm, checkEmail, sendConfirmation. */
const registrationRoutes: FastifyPluginAsyncZod<{ deps: AccountServiceDeps }> = async (app, { deps }) => {
  const service = registrationService(deps);
  const byEmail = (name: string) => app.limitAttempts(name, (request) => bodyField(request, 'email'));

  app.post(
    '/api/account/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register: user, adult profile and home address; e-mails the confirmation link',
        // spec/01 5: every registration rule, the forbidden states and the zip/state match included.
        body: registrationSchema,
        response: { 200: registrationResponseSchema },
      },
      preValidation: byEmail('register'),
    },
    async (request) => service.register(request.body),
  );

  app.post(
    '/api/account/register/confirm',
    { schema: { tags: ['accounts'], summary: 'Confirm the e-mail address from the link', body: confirmEmailSchema, response: { 200: emptySchema } } },
    async (request) => {
      await service.confirmEmail(request.body.userId, request.body.securityCode);
      return {};
    },
  );

  app.post(
    '/api/account/checkEmail',
    {
      schema: { tags: ['accounts'], summary: 'True when an account uses the address', body: emailRequestSchema, response: { 200: yesNoResponseSchema } },
      preValidation: byEmail('check-email'),
    },
    async (request) => service.emailInUse(request.body.email),
  );

  app.post(
    '/api/account/sendConfirmation',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a new confirmation link (the user itself or an administrator)',
        querystring: accountIdQuerySchema,
        response: { 200: emptySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await service.sendConfirmation(currentAuth(request), request.query.accountId, request.ip);
      return {};
    },
  );
};

export default registrationRoutes;
