import type { FastifyRequest } from 'fastify';

// Personal data never reaches the logs (DESIGN.md API). These serializers are
// the logger's, configured once in app.ts, so no log call can forget them.

export const REDACTED = '[redacted]';

// Query values kept as sent: paging and sorting of public lists. Every other
// value is redacted, so a new link carrying a token is covered without anyone
// remembering it (spec/01 2.1: ResetPassword?userId&SecurityCode, auth?…;
// spec/01 7: disableNonTransactionalEmails?userId&token, emailHistory?userId).
const LOGGED_QUERY_KEYS = new Set(['$skip', '$top', '$orderby']);

// spec/01 2.1: confirm/{user}/{security}; the user id and the code follow.
const SECRET_AFTER_SEGMENT = new Set(['confirm']);

// Paths whose next segments are a person's data: the zip test centers are
// found by (spec/02 2.11, prefilled from the profile's home address) and the
// zip registration asks the state of (spec/01 5) are home zips; a search's
// words (spec/02 search/{text}) can name a condition. Lower case: the app's
// pages match any case.
const PERSONAL_AFTER_PATH = ['/api/labsite/pwnhealth/', '/api/state/zip/', '/search/'];

/** How many leading segments of `path` are kept before a personal value (all of them when none follows). */
function segmentsBeforePersonal(path: string): number {
  const lower = path.toLowerCase();
  const prefix = PERSONAL_AFTER_PATH.find((candidate) => lower.startsWith(candidate));
  return prefix === undefined ? Number.POSITIVE_INFINITY : prefix.split('/').length - 1;
}

// A segment that reads like a random token (a link code is 43 base64url
// characters, a JWT has dots): mixed case and digits, at least 16 long.
// Slugs are lower case and ids are lower-case hex, so neither matches.
function looksLikeToken(segment: string): boolean {
  return segment.length >= 16 && /^[\w.~%-]+$/.test(segment) && /[a-z]/.test(segment) && /[A-Z]/.test(segment) && /\d/.test(segment);
}

function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key.replaceAll('+', ' '));
  } catch {
    return key;
  }
}

/** The URL as it may be logged: query values, personal and token-like path segments redacted. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  const kept = segmentsBeforePersonal(path);
  let secretFollows = false;
  const safePath = segments
    .map((segment, index) => {
      const redact = secretFollows || index >= kept || looksLikeToken(segment);
      if (SECRET_AFTER_SEGMENT.has(segment.toLowerCase())) secretFollows = true;
      return redact && segment !== '' ? REDACTED : segment;
    })
    .join('/');
  if (queryStart === -1) return safePath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const key = pair.slice(0, equals);
      return LOGGED_QUERY_KEYS.has(decodedKey(key)) ? pair : `${key}=${REDACTED}`;
    })
    .join('&');
  return `${safePath}?${query}`;
}

// A quoted value in a message is redacted unless it names a database object:
// PostgreSQL quotes the input it refuses ('invalid input syntax for type uuid:
// "ana"', 'value "99…" is out of range'), and JSON.parse quotes the body,
// quotes inside it too, so a value runs to the message's last quote.
const IDENTIFIER_BEFORE_QUOTE = /(?:constraint|relation|column|table|type|encoding|function|schema|index|sequence|database|operator|extension) $/i;

export function redactMessage(message: string): string {
  let safe = '';
  let position = 0;
  for (let quote = message.indexOf('"'); quote !== -1; quote = message.indexOf('"', position)) {
    const closing = message.indexOf('"', quote + 1);
    if (closing === -1) break;
    if (IDENTIFIER_BEFORE_QUOTE.test(message.slice(Math.max(0, quote - 12), quote))) {
      safe += message.slice(position, closing + 1);
      position = closing + 1;
      continue;
    }
    const last = message.lastIndexOf('"');
    safe += `${message.slice(position, quote)}"${REDACTED}"`;
    position = last + 1;
  }
  return safe + message.slice(position);
}

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  /** Database object names: never values. */
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

const MAX_CAUSE_DEPTH = 3;

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * An error as it may be logged: only its type, code, message and stack, with
 * quoted values taken out. Never its other fields: pg and PGlite errors carry
 * the SQL parameters (`params`, `parameters`), the query, and a `detail` that
 * echoes row data ('Key (email)=(x@y) already exists').
 */
export function serializeError(error: unknown): LoggedError {
  return loggedError(error, 0);
}

function loggedError(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const fields = error as Error & Record<string, unknown>;
  // The name, not the class: bundled drivers' classes are minified ('O').
  const type = error.name;
  const message = redactMessage(error.message);
  // The stack's first lines repeat the message with its values: only its frames are kept.
  const frames = typeof error.stack === 'string' ? error.stack.indexOf('\n    at ') : -1;
  const logged: LoggedError = { type, message, stack: `${type}: ${message}${frames === -1 ? '' : (error.stack ?? '').slice(frames)}` };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  const constraint = stringField(fields.constraint);
  const table = stringField(fields.table);
  const column = stringField(fields.column);
  if (constraint) logged.constraint = constraint;
  if (table) logged.table = table;
  if (column) logged.column = column;
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger's serializers (pino): `err` and `req` wherever they are logged. */
export const logSerializers = { err: serializeError, req: serializeRequest };
