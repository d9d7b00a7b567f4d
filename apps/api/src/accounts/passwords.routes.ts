import {
  changePasswordSchema,
  checkPasswordSchema,
  emailRequestSchema,
  emptySchema,
  passwordVerifiedSchema,
  resetPasswordSchema,
  verifyPasswordSchema,
  yesNoResponseSchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../plugins/auth';
import { bodyField, clientOf } from '../plugins/rate-limit';
import type { AccountServiceDeps } from './account-mail';
import { passwordsService } from './passwords.service';
import type { SignInGuard } from './sign-in-guard';

/** spec/01 7: forgot password (path spelt 'pasword'), reset, change and the reuse check; issue 18: the current password's check. */
const passwordsRoutes: FastifyPluginAsyncZod<{ deps: AccountServiceDeps; guard: SignInGuard }> = async (app, { deps, guard }) => {
  const service = passwordsService(deps, guard);

  app.post(
    '/api/account/pasword/reset',
    {
      schema: { tags: ['accounts'], summary: 'E-mail a password reset link (always 200)', body: emailRequestSchema, response: { 200: emptySchema } },
      preValidation: app.limitAttempts('password-reset', (request) => bodyField(request, 'email')),
    },
    async (request) => {
      await service.requestReset(request.body.email);
      return {};
    },
  );

  app.post(
    '/api/account/password/reset/confirm',
    { schema: { tags: ['accounts'], summary: 'Set a new password from the reset link; ends every session', body: resetPasswordSchema, response: { 200: emptySchema } } },
    async (request) => {
      await service.confirmReset(request.body);
      return {};
    },
  );

  app.post(
    '/api/account/changePassword',
    {
      schema: { tags: ['accounts'], summary: 'Change the password; other sessions end', body: changePasswordSchema, response: { 200: emptySchema } },
      preHandler: app.authenticate,
    },
    async (request) => {
      await service.changePassword(currentAuth(request), request.body, clientOf(request));
      return {};
    },
  );

  app.post(
    '/api/account/checkPassword',
    {
      schema: { tags: ['accounts'], summary: 'True when the password was used before', body: checkPasswordSchema, response: { 200: yesNoResponseSchema } },
      preHandler: app.authenticate,
    },
    async (request) => service.checkPassword(currentAuth(request), request.body.userId, request.body.password, clientOf(request)),
  );

  app.post(
    '/api/account/password/verify',
    {
      schema: {
        tags: ['accounts'],
        summary: "Whether the password is the signed-in account's current one; a wrong one counts as a failed sign-in",
        body: verifyPasswordSchema,
        response: { 200: passwordVerifiedSchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { valid: await service.verifyPassword(currentAuth(request), request.body.password, clientOf(request)) };
    },
  );
};

export default passwordsRoutes;
