import fastifyFormbody from '@fastify/formbody';
import { localizeMessage, mfaRequiredSchema, REQUEST_MESSAGES, TOKEN_ERROR_CODES, TOKEN_ERROR_MESSAGES, tokenErrorSchema, tokenRequestSchema, tokenResponseSchema } from '@labstore/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { localizedNotices } from '../lib/localized-answers';
import { clientOf } from '../plugins/rate-limit';
import type { AccountServiceDeps } from './account-mail';
import type { SignInGuard } from './sign-in-guard';
import { TokenError, tokenService, type IssueSession, type TakeGuestCart } from './token.service';

const UNEXPECTED_MESSAGE = REQUEST_MESSAGES.unexpected;

/** The description in the request's language (issue 16); the error code is for machines and stays. */
function sendTokenError(request: FastifyRequest, reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).send({ error, error_description: localizeMessage(description, request.language) });
}

/** /Token answers OAuth-style { error, error_description } (DESIGN.md API), never the { message } shape. */
function tokenErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof TokenError) return sendTokenError(request, reply, error.statusCode, error.oauthError, error.message);
  if (error instanceof AppError && error.statusCode === 429) return sendTokenError(request, reply, 429, TOKEN_ERROR_CODES.tooManyRequests, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    if (first?.instancePath === '/grant_type') return sendTokenError(request, reply, 400, TOKEN_ERROR_CODES.unsupportedGrant, TOKEN_ERROR_MESSAGES.unsupportedGrant);
    return sendTokenError(request, reply, 400, TOKEN_ERROR_CODES.invalidRequest, first?.message ?? error.message);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendTokenError(request, reply, status, TOKEN_ERROR_CODES.invalidRequest, error.message);
  request.log.error({ err: error }, 'token request failed');
  return sendTokenError(request, reply, 500, TOKEN_ERROR_CODES.serverError, UNEXPECTED_MESSAGE);
}

/** spec/01 3, 4, 7: POST /Token, form-encoded (or JSON): the password grant and the MFA code step. */
const tokenRoutes: FastifyPluginAsyncZod<{ deps: AccountServiceDeps; guard: SignInGuard; takeGuestCart: TakeGuestCart }> = async (app, { deps, guard, takeGuestCart }) => {
  // Form bodies are accepted here only, where the spec sends them.
  await app.register(fastifyFormbody);
  const service = tokenService(deps, guard, takeGuestCart);

  app.post(
    '/Token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in: password grant, then the e-mailed code when MFA is on',
        body: tokenRequestSchema,
        response: { 200: z.union([tokenResponseSchema, mfaRequiredSchema]), 400: tokenErrorSchema, 429: tokenErrorSchema },
      },
      errorHandler: tokenErrorHandler,
    },
    async (request) => {
      const issue: IssueSession = (userId, options) => app.issueToken(userId, { ...options, request });
      const grant = request.body;
      const client = clientOf(request);
      const answer = await (grant.grant_type === 'password' ? service.passwordGrant(grant, issue, client) : service.codeGrant(grant, issue, client));
      // The guest cart's refused lines (block notices) in the request's language.
      return 'cartNotices' in answer && answer.cartNotices ? { ...answer, cartNotices: localizedNotices(answer.cartNotices, request.language) } : answer;
    },
  );
};

export default tokenRoutes;
