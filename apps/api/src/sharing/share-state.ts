import { resultFileTypeSchema, type ResultFileType, type ShareEntry, type ShareState } from '@labstore/domain';
import type { ShareRow } from './share-history.repository';

// spec/02 2.10 send history, 4.6: a link is sent until it is opened,
// revoked or expires; an opened or revoked link stays so after its expiry.

export function shareStateOf(share: Pick<ShareRow, 'revoked_at' | 'opened_at' | 'is_expired'>): ShareState {
  if (share.revoked_at) return 'revoked';
  if (share.opened_at) return 'opened';
  return share.is_expired ? 'expired' : 'sent';
}

/** The document a share sends (the column's check allows 1 and 3 only). */
export function fileTypeOf(share: Pick<ShareRow, 'file_type'>): ResultFileType {
  return resultFileTypeSchema.parse(share.file_type);
}

/** A row of the send history as the wire gives it (orders-api.ts shareEntrySchema). */
export function shareEntryOf(share: ShareRow, orderNumber: number): ShareEntry {
  return {
    id: share.id,
    orderId: share.order_id,
    number: orderNumber,
    apiResultId: share.api_result_id,
    fileType: fileTypeOf(share),
    contactTo: share.contact_to,
    sendedDate: share.sent_at.toISOString(),
    expiresDate: share.expires_at?.toISOString() ?? share.sent_at.toISOString(),
    state: shareStateOf(share),
  };
}
