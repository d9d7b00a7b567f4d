import { RESULT_FILE_TYPE, type PassRequisition } from '@labstore/domain';
import { readKeptDocument } from '../../../entities/kept-documents/kept-records';
import { ApiError } from '../../../lib/api-error';
import { fetchFile } from '../../../lib/http-file';

// Issue 18: the requisition PDF of a pass. Online it comes from the pass's
// requisitionLink through the HTTP client (the bearer in its header); with
// no connection, from the copy kept on this phone (decrypted in memory).

export interface RequisitionFileSource {
  /** The browser says it has a network. */
  online: boolean;
  /** The screen shows the kept copy of the pass: its PDF is read from the phone first. */
  preferKept: boolean;
}

const keptFile = async (orderId: string, requisition: PassRequisition): Promise<Blob | undefined> => {
  const bytes = await readKeptDocument(orderId, requisition.apiResultId, RESULT_FILE_TYPE.requisition);
  return bytes && new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
};

/** The PDF, or undefined when it is neither reachable nor kept. Rejects with the client's ApiError when the server refuses it. */
export async function requisitionFile(orderId: string, requisition: PassRequisition, { online, preferKept }: RequisitionFileSource): Promise<Blob | undefined> {
  if (preferKept || !online) {
    const kept = await keptFile(orderId, requisition);
    if (kept || !online) return kept;
  }
  try {
    // No connection is worded by the screen (the kept copy, or "not kept").
    return await fetchFile(requisition.requisitionLink, { silent: [0] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return keptFile(orderId, requisition);
    throw error;
  }
}
