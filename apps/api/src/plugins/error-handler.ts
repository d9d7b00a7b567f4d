import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { localizeMessage, REQUEST_MESSAGES, siteLanguageOf, type SiteLanguage } from '@labstore/domain';
import { AppError, type ModelState } from '../lib/app-error';
import { addSecurityHeaders } from './security-headers';

export const INVALID_REQUEST_MESSAGE = REQUEST_MESSAGES.invalid;
const UNEXPECTED_MESSAGE = REQUEST_MESSAGES.unexpected;

// PostgreSQL's data exceptions (SQLSTATE class 22: 22021 a character it
// cannot store, 22001 too long, 22P02 not a uuid or number, 22007/22008 bad
// dates, 22003 out of range) are a value the client sent that no schema
// caught: the client's mistake, so a 400 and not a 500. Logged as a warning,
// since each one is a schema that should have refused the value first.
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

function isDataException(error: FastifyError): boolean {
  return typeof error.code === 'string' && DATA_EXCEPTION.test(error.code);
}

// 'body', 'querystring', 'params', 'headers' plus the field path: 'zip',
// 'homeAddress.zip'. Params and query keep their own names. The path is the
// client's key: gathered in a Map, so a key 'constructor' or '__proto__' is a
// field like any other, not the object's prototype (issue 14).
function modelStateOf(validation: ReadonlyArray<{ instancePath: string; message?: string | undefined }>, context: string | undefined): ModelState {
  const messages = new Map<string, string[]>();
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    messages.set(field, [...(messages.get(field) ?? []), issue.message ?? INVALID_REQUEST_MESSAGE]);
  }
  return Object.fromEntries(messages);
}

/**
 * A field's message in the request's language (issue 16): the schemas speak
 * the catalogue's English; zod's own words for a value of the wrong kind,
 * which no catalogue holds, become the catalogue's "This value is not valid."
 * in another language.
 */
function localizeFieldMessage(message: string, language: SiteLanguage): string {
  const localized = localizeMessage(message, language);
  return localized === message && language !== 'en' ? localizeMessage(REQUEST_MESSAGES.invalidValue, language) : localized;
}

/** The error body in the request's language: its message and each field's (DESIGN.md API, one catalogue per language). */
function localizedBody(message: string, modelState: ModelState | undefined, language: SiteLanguage) {
  const text = localizeMessage(message, language);
  if (!modelState) return { message: text };
  const fields = new Map(Object.entries(modelState));
  const localized = new Map([...fields].map(([field, messages]) => [field, messages.map((line) => localizeFieldMessage(line, language))]));
  return { message: text, modelState: Object.fromEntries(localized) };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.statusCode).send(localizedBody(error.message, error.modelState, request.language));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(localizedBody(INVALID_REQUEST_MESSAGE, modelStateOf(error.validation, error.validationContext), request.language));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    return reply.code(500).send(localizedBody(UNEXPECTED_MESSAGE, undefined, request.language));
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'the database refused a value from the request');
    return reply.code(400).send(localizedBody(INVALID_REQUEST_MESSAGE, undefined, request.language));
  }
  // Fastify's own 4xx refusals (bad JSON, wrong content type, body too large, rate limits) keep their status and words.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(localizedBody(UNEXPECTED_MESSAGE, undefined, request.language));
}

/**
 * Fastify's refusals before any route is found (a path that is not valid
 * UTF-8, a path parameter past its length), in the same shape as every error.
 * No hook runs for these, so the headers every response carries are set here,
 * and the language is read from the request's header.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  addSecurityHeaders(request, reply);
  return reply
    .code(error.statusCode ?? 400)
    .header('Cache-Control', 'no-store')
    .send(localizedBody(INVALID_REQUEST_MESSAGE, undefined, siteLanguageOf(request.headers['accept-language'])));
}

/** One error shape for the whole API (DESIGN.md API, STYLE.md). */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
