import type { ResultFileType } from '@labstore/domain';

// The documents a share sends and the access log its reads go to belong to
// the results feature; sharing reaches them through this port, given at
// composition (app.ts), so neither feature imports the other.

/** The health record a read was of (the access log's `record`). */
export type SharedRecord = 'requisition' | 'results' | 'share-history';

/** How the reader reached it: the customer, the e-mailed link, or an administrator. */
export type ReadPath = 'owner' | 'share-link' | 'administrator';

export interface HealthRead {
  /** Who read it; null for the link's recipient, who has no account here. */
  readerUserId: string | null;
  orderId: string;
  /** The requisition the read was of; null for an order's send history. */
  apiResultId: string | null;
  record: SharedRecord;
  path: ReadPath;
  shareId: string | null;
}

export interface SharedDocuments {
  /** The stored (or made) PDF of an order's requisition (1) or results (3); null while it is not available. */
  document(orderId: string, apiResultId: string, type: ResultFileType): Promise<Uint8Array | null>;
  /** Writes one read of health data to the access log (DESIGN.md API: every read is logged). */
  recordRead(read: HealthRead): Promise<void>;
}

/** The access log's record for a document type. */
export const recordOf = (type: ResultFileType): SharedRecord => (type === 1 ? 'requisition' : 'results');
