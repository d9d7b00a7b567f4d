import { REQUEST_MESSAGES } from '@labstore/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ModelState } from '../lib/app-error';
import { INVALID_REQUEST_MESSAGE } from './error-handler';

export const UNSTORABLE_TEXT_MESSAGE = REQUEST_MESSAGES.unstorableText;

// PostgreSQL text cannot hold U+0000, and a lone surrogate has no UTF-8 form
// (the driver would store U+FFFD in its place). A lone surrogate is a high
// one not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Field paths ('homeAddress.city', 'items.0') of strings, and of object keys,
 * that PostgreSQL could not store. Iterative, so a body nested ten thousand
 * levels deep costs a loop, not the call stack.
 */
export function unstorableFields(value: unknown, root: string | undefined): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: string | undefined }> = [{ value, path: root }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    if (typeof next.value === 'string') {
      if (!isStorableText(next.value)) found.push(next.path ?? 'request');
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, child] of Object.entries(next.value)) {
        const path = next.path === undefined ? key : `${next.path}.${key}`;
        if (!isStorableText(key)) found.push(next.path ?? 'request');
        else pending.push({ value: child, path });
      }
    }
  }
  return found;
}

function refuseUnstorableText(request: FastifyRequest): void {
  // Params and query keep their own names, as in validation errors (error-handler.ts).
  const fields = [...unstorableFields(request.params, undefined), ...unstorableFields(request.query, undefined), ...unstorableFields(request.body, undefined)];
  if (fields.length === 0) return;
  // Object.fromEntries: a field named '__proto__' (a client's key) stays a field (issue 14).
  const modelState: ModelState = Object.fromEntries([...new Set(fields)].map((field) => [field, [UNSTORABLE_TEXT_MESSAGE]]));
  throw AppError.badRequest(INVALID_REQUEST_MESSAGE, modelState);
}

/**
 * Refuses, for every route at once, a request whose body, path or query holds
 * text the database cannot store: a 400 naming the field instead of a 500
 * from PostgreSQL (22021) after the route has begun its work.
 */
export default fp(
  async function requestTextGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => refuseUnstorableText(request));
  },
  { name: 'request-text-guard' },
);
