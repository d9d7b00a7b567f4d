import { http, type HttpClient, type HttpMethod, type ResponseSchema } from '../../../lib/http-client';
import { ApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../attempt-keys';

// Every state-changing checkout, promo, card and payment call goes through
// here, so each carries its attempt's Idempotency-Key (attempt-keys.ts).

/**
 * The refusals (4xx) the checkout words itself, in its dialogs and notices;
 * an unreached server or a 5xx is still said by the HTTP client's error bar
 * (spec/01 8), as for any other call.
 */
export const REFUSALS: readonly number[] = Array.from({ length: 100 }, (_, index) => 400 + index);

/**
 * The server did not settle the attempt: unreached, failed (a 5xx gives the
 * key back on the server), or still running it (409 with Retry-After). The
 * next press is the same attempt, under the same key.
 */
function unsettled(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.retryAfterSeconds !== null);
}

export type AttemptedWrite = <T>(method: HttpMethod, url: string, body: unknown, schema: ResponseSchema<T>) => Promise<T>;

export function createAttemptedWrite(send: HttpClient['request'], attempts = createAttemptKeys()): AttemptedWrite {
  return async (method, url, body, schema) => {
    const idempotencyKey = attempts.keyFor(url, body);
    try {
      const answer = await send(url, { method, body, schema, idempotencyKey, silent: REFUSALS });
      attempts.answered(url, body);
      return answer;
    } catch (error) {
      if (!unsettled(error)) attempts.answered(url, body);
      throw error;
    }
  };
}

export const attemptedWrite = createAttemptedWrite((url, options) => http.request(url, options));
