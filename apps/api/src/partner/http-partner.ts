import type { z } from 'zod';
import { PartnerRefusal, type PartnerService } from './partner-service';
import {
  approvedCodesSchema,
  partnerCentersSchema,
  partnerOrderStateSchema,
  partnerTestsSchema,
  submittedSchema,
  unsolicitedReportsSchema,
  unsolicitedResultsSchema,
} from './partner-wire';

// The real partner's adapter: JSON over HTTP with a bearer key, to the
// endpoints of docs/decisions.md "The partner's HTTP API" (our contract: the
// spec names no partner API). A refused request (4xx) will not change on
// retry: PartnerRefusal. A server error, a timeout or a network failure may:
// PartnerUnavailable, which the jobs retry with backoff.

export interface HttpPartnerOptions {
  /** PARTNER_API_URL, e.g. https://partner.example/api/v1 */
  baseUrl: string;
  /** PARTNER_API_KEY */
  apiKey: string;
  /** Each call gives up after this long; well inside a job's lock (jobs/job-worker.ts). */
  timeoutMs?: number;
}

/** The partner could not be reached or failed; trying again later may work. */
export class PartnerUnavailable extends Error {}

const DEFAULT_TIMEOUT_MS = 20_000;
// 408 Request Timeout and 429 Too Many Requests say "later", not "no".
const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
}

export function httpPartner(options: HttpPartnerOptions): PartnerService {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(call: Call): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    try {
      return await fetch(`${baseUrl}${call.path}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? null : JSON.stringify(call.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PartnerUnavailable(timedOut ? `The partner did not answer ${call.method} ${call.path} within ${timeoutMs} ms.` : `The partner could not be reached (${call.method} ${call.path}).`, { cause: error });
    }
  }

  /** The answer's body read by `schema`; an empty schema reads nothing. */
  async function request<S extends z.ZodType>(call: Call, schema: S): Promise<z.output<S>>;
  async function request(call: Call): Promise<void>;
  async function request(call: Call, schema?: z.ZodType): Promise<unknown> {
    const response = await send(call);
    if (!response.ok) {
      // The partner's own words stay out of our errors: they may quote the patient.
      await response.body?.cancel();
      const what = `The partner answered ${response.status} to ${call.method} ${call.path}.`;
      if (response.status >= 400 && response.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(response.status)) throw new PartnerRefusal(what);
      throw new PartnerUnavailable(what);
    }
    if (!schema) {
      await response.body?.cancel();
      return undefined;
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new PartnerUnavailable(`The partner's answer to ${call.method} ${call.path} is not what was agreed.`);
    return parsed.data;
  }

  const order = (partnerOrderId: string) => `/orders/${encodeURIComponent(partnerOrderId)}`;

  return {
    name: 'http',
    async submitOrder(orderRequest) {
      // The order id as the idempotency key: a retried submission answers the first one's partner order.
      return request({ method: 'POST', path: '/orders', body: orderRequest, idempotencyKey: orderRequest.orderId }, submittedSchema);
    },
    orderState: (partnerOrderId) => request({ method: 'GET', path: order(partnerOrderId) }, partnerOrderStateSchema),
    cancelOrder: (partnerOrderId) => request({ method: 'POST', path: `${order(partnerOrderId)}/cancel`, idempotencyKey: partnerOrderId }),
    approvedTestCodes: async () => (await request({ method: 'GET', path: '/tests/approved' }, approvedCodesSchema)).codes,
    tests: async () => (await request({ method: 'GET', path: '/tests' }, partnerTestsSchema)).tests,
    centersNear: async (zip) => (await request({ method: 'GET', path: `/centers?${new URLSearchParams({ zip }).toString()}` }, partnerCentersSchema)).centers,
    unsolicitedReports: async () => (await request({ method: 'GET', path: '/reports/unsolicited' }, unsolicitedReportsSchema)).reports,
    unsolicitedResults: (clinicalReport) => request({ method: 'GET', path: `/reports/unsolicited/${encodeURIComponent(clinicalReport)}` }, unsolicitedResultsSchema),
  };
}
