import { ApiError } from '../api-error';
import { http, type HttpClient, type HttpMethod, type RequestOptions } from '../http-client';
import { createAttemptKeys, type AttemptKeys } from './attempt-keys';

// Every state-changing call of the web app goes through here, so each
// carries the Idempotency-Key of the user's intent it belongs to: one key per
// intent, the same on every retry of it (attempt-keys.ts). Routes that do not
// take the header ignore it (apps/api plugins/idempotency.ts).

export interface WriteOptions<T> extends Pick<RequestOptions<T>, 'body' | 'schema' | 'silent' | 'signal' | 'bearer'> {
  /** A write by its spec route; promo removal and the e-mailed links' writes are GETs (spec/01 7, spec/02 7). */
  method: HttpMethod;
  /**
   * The intent's key when the caller keeps it itself (the cart's outbox stores
   * one with each edit, so a replay after a reload sends the same key). Without
   * it, the key is this page's for the intent (attempt-keys.ts).
   */
  idempotencyKey?: string;
}

export type SendWrite = <T>(url: string, options: WriteOptions<T>) => Promise<T>;

/**
 * The server did not settle the attempt: unreached, failed (a 5xx gives the
 * key back on the server), or still running it (409 with Retry-After). The
 * next press is the same attempt, under the same key.
 */
function unsettled(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.retryAfterSeconds !== null);
}

export function createSendWrite(send: HttpClient['request'], attempts: AttemptKeys = createAttemptKeys()): SendWrite {
  return async (url, options) => {
    if (options.idempotencyKey !== undefined) return send(url, options);
    const request = `${options.method} ${url}`;
    const idempotencyKey = attempts.keyFor(request, options.body);
    try {
      const answer = await send(url, { ...options, idempotencyKey });
      attempts.answered(request, options.body);
      return answer;
    } catch (error) {
      if (!unsettled(error)) attempts.answered(request, options.body);
      throw error;
    }
  };
}

/** The app's one way to send a write (STYLE.md Web). */
export const sendWrite = createSendWrite((url, options) => http.request(url, options));
