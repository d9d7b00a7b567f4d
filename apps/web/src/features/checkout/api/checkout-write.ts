import type { HttpMethod, ResponseSchema } from '../../../lib/http-client';
import { sendWrite } from '../../../lib/mutations/send-write';

/**
 * The refusals (4xx) the checkout words itself, in its dialogs and notices;
 * an unreached server or a 5xx is still said by the HTTP client's error bar
 * (spec/01 8), as for any other call.
 */
export const REFUSALS: readonly number[] = Array.from({ length: 100 }, (_, index) => 400 + index);

/** A checkout, promo, card or payment write: its refusals are the checkout's to word. */
export const checkoutWrite = <T>(method: HttpMethod, url: string, body: unknown, schema: ResponseSchema<T>): Promise<T> =>
  sendWrite(url, { method, body, schema, silent: REFUSALS });
