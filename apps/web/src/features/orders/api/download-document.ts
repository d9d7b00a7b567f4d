import type { ResultFileType } from '@labstore/domain';
import { fetchFile } from '../../../lib/http-file';
import { segment } from './order-keys';

// spec/02 7: GET /api/order/results/download/{orderId}/{apiResultId}/{1|3},
// the requisition (1) or results (3) PDF, fetched with the bearer in its
// header (never a token in the URL).

export function documentUrl(orderId: string, apiResultId: string, type: ResultFileType): string {
  return `/api/order/results/download/${segment(orderId)}/${segment(apiResultId)}/${type}`;
}

export const downloadDocument = (orderId: string, apiResultId: string, type: ResultFileType): Promise<Blob> => fetchFile(documentUrl(orderId, apiResultId, type));
