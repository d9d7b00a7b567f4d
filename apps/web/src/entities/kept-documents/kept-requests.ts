import {
  labVisitPassSchema,
  orderResultsDataSchema,
  orderResultsSchema,
  resultTrendsSchema,
  waitingPassesSchema,
  type LabVisitPass,
  type OrderResults,
  type OrderResultsData,
  type ResultTrends,
  type WaitingPasses,
} from '@labstore/domain';
import { http, type ResponseSchema } from '../../lib/http-client';
import { fetchFile } from '../../lib/http-file';

// The entity's own small fetchers (features cannot be imported; the orders
// and results features have theirs for their screens). All silent: keeping
// says what went wrong in its own words, and automatic keeping says nothing.
// Automatic keeping asks in the background too: the customer did not ask, so
// the progress bar (spec/01 2.2) does not show; "Keep on this phone" shows it.
// None goes through TanStack Query, so nothing of them reaches its persister.

/** How keeping asks: `background` when the customer did not ask (automatic keeping). */
export interface KeepRequestOptions {
  background?: boolean;
}

const segment = (id: string): string => encodeURIComponent(id);

const read = <T>(url: string, schema: ResponseSchema<T>, { background = false }: KeepRequestOptions): Promise<T> => http.request(url, { schema, silent: true, background });

/** GET /api/order/pass/{orderId}: an approved order's lab-visit pass. */
export const fetchPass = (orderId: string, options: KeepRequestOptions): Promise<LabVisitPass> => read(`/api/order/pass/${segment(orderId)}`, labVisitPassSchema, options);

/** GET /api/order/passes: approved orders still waiting for their visit (automatic keeping only: in the background). */
export const fetchWaitingPasses = (): Promise<WaitingPasses> => read('/api/order/passes', waitingPassesSchema, { background: true });

/** GET /api/order/results/data/{orderId} */
export const fetchResultsData = (orderId: string, options: KeepRequestOptions): Promise<OrderResultsData> => read(`/api/order/results/data/${segment(orderId)}`, orderResultsDataSchema, options);

/** GET /api/order/results/trends */
export const fetchTrends = (options: KeepRequestOptions): Promise<ResultTrends> => read('/api/order/results/trends', resultTrendsSchema, options);

/** GET /api/order/results/{id}: the order's requisitions with their download links (resultLink for the results PDF). */
export const fetchResultsList = (orderId: string, options: KeepRequestOptions): Promise<OrderResults> => read(`/api/order/results/${segment(orderId)}`, orderResultsSchema, options);

/** A requisition or results PDF by its download path (spec/02 7), as bytes to encrypt. */
export async function fetchDocumentBytes(link: string, { background = false }: KeepRequestOptions): Promise<Uint8Array> {
  const file = await fetchFile(link, { silent: true, background });
  return new Uint8Array(await file.arrayBuffer());
}
