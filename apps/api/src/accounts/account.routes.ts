import {
  changeUserNameSchema,
  emailHistorySchema,
  emptySchema,
  loginAsExchangeSchema,
  tokenResponseSchema,
  twoFactorParamsSchema,
  twoFactorResponseSchema,
  userIdQuerySchema,
  userInfoSchema,
} from '@labstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../plugins/auth';
import type { AccountServiceDeps } from './account-mail';
import { accountService } from './account.service';
import { loginAsService } from './login-as.service';
import type { IssueSession } from './token.service';

/** spec/01 7 calls of a signed-in account, and the login-as landing's exchange (spec/01 2.7; login-as itself is in admin/). */
const accountRoutes: FastifyPluginAsyncZod<{ deps: AccountServiceDeps }> = async (app, { deps }) => {
  const service = accountService(deps.db);
  const loginAs = loginAsService(deps.db);

  app.post(
    '/api/account/changeUserName',
    {
      schema: { tags: ['accounts'], summary: 'Change the sign-in e-mail (administrators and quasi-administrators)', body: changeUserNameSchema, response: { 200: emptySchema } },
      preHandler: app.authenticate,
    },
    async (request) => {
      await service.changeUserName(currentAuth(request), request.body, request.ip);
      return {};
    },
  );

  app.post(
    '/api/account/logout',
    { schema: { tags: ['accounts'], summary: 'End this session: its token is refused from now on', response: { 200: emptySchema } }, preHandler: app.authenticate },
    async (request) => {
      await app.revokeSession(currentAuth(request).sessionId);
      return {};
    },
  );

  app.get(
    '/api/account/userInfo',
    { schema: { tags: ['accounts'], summary: 'Who is signed in; also the keep-alive ping', response: { 200: userInfoSchema } }, preHandler: app.authenticate },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.userInfo(currentAuth(request));
    },
  );

  // docs/api-accounts.md: GET /api/account/twofactor/{userId}/{true|false} switches MFA.
  app.get(
    '/api/account/twofactor/:userId/:enabled',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Turn the e-mailed sign-in code on or off (the user itself or an administrator)',
        params: twoFactorParamsSchema,
        response: { 200: twoFactorResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => service.setTwoFactor(currentAuth(request), request.params.userId, request.params.enabled === 'true', request.ip),
  );

  app.get(
    '/api/account/emailHistory',
    {
      schema: { tags: ['accounts'], summary: 'E-mail changes of a user, newest first', querystring: userIdQuerySchema, response: { 200: emailHistorySchema } },
      preHandler: app.authenticate,
    },
    async (request) => service.emailHistory(currentAuth(request), request.query.userId),
  );

  // Issue 14: the login-as tab's landing (/auth) trades its code for the
  // session. No session is needed (the tab has none); the code is the proof,
  // and guesses at it are counted per address.
  app.post(
    '/api/account/loginAs/exchange',
    {
      schema: {
        tags: ['accounts'],
        summary: "Exchange a login-as code, once and within its minute, for the customer's quasi-admin session",
        body: loginAsExchangeSchema,
        response: { 200: tokenResponseSchema },
      },
      preValidation: app.limitAttempts('login-as-exchange'),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const issue: IssueSession = (userId, options) => app.issueToken(userId, { ...options, request });
      return loginAs.exchange(request.body.code, issue, request.ip);
    },
  );
};

export default accountRoutes;
