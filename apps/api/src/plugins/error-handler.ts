import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ModelState } from '../lib/app-error';

export const INVALID_REQUEST_MESSAGE = 'The request is invalid.';
const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Please try again.';

// 'body', 'querystring', 'params', 'headers' plus the field path: 'zip',
// 'homeAddress.zip'. Params and query keep their own names.
function modelStateOf(validation: ReadonlyArray<{ instancePath: string; message?: string | undefined }>, context: string | undefined): ModelState {
  const modelState: ModelState = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    (modelState[field] ??= []).push(issue.message ?? INVALID_REQUEST_MESSAGE);
  }
  return modelState;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.statusCode).send(error.toBody());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ message: INVALID_REQUEST_MESSAGE, modelState: modelStateOf(error.validation, error.validationContext) });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return reply.code(500).send({ message: UNEXPECTED_MESSAGE });
  }
  // Fastify's own 4xx refusals (bad JSON, wrong content type, body too large, rate limits) keep their status and words.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: UNEXPECTED_MESSAGE });
}

/** One error shape for the whole API (DESIGN.md API, STYLE.md). */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
