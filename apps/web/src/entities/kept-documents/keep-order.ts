import { RESULT_FILE_TYPE, type ResultTrends } from '@labstore/domain';
import { ApiError } from '../../lib/api-error';
import { isVaultError } from '../../lib/vault';
import { keptContext } from './kept-context';
import { documentId, type KeptPart, keptPartRecord, manifestPart, readManifest, RECORD_KIND, TRENDS_ID, withManifestPart, writeManifest } from './kept-records';
import { fetchDocumentBytes, fetchPass, fetchResultsData, fetchResultsList, fetchTrends, type KeepRequestOptions } from './kept-requests';
import { keptChanged, refreshKeptState, unlockedAccount } from './kept-state';

// Issue 18 "Keep on this phone": an order's pass with its requisition PDFs,
// or its results with the trends and the results PDFs, fetched now and kept
// encrypted. Everything is fetched before anything is written; the part's own
// record goes last, so a part counts as kept only once all of it is.

export type KeepOutcome = 'kept' | 'locked' | 'offline' | 'failed';

interface FetchedPart {
  record: unknown;
  trends?: ResultTrends;
  documents: Array<{ id: string; bytes: Uint8Array }>;
}

/**
 * Keeps an order's pass and requisition PDFs, or its results (data, trends
 * and results PDFs), fetched now. Needs the vault unlocked. `background`
 * for automatic keeping: no progress bar.
 */
export async function keepOrder(orderId: string, what: KeptPart, options: KeepRequestOptions = {}): Promise<KeepOutcome> {
  if (unlockedAccount() === null) return 'locked';
  let fetched: FetchedPart;
  try {
    fetched = what === 'pass' ? await fetchPassPart(orderId, options) : await fetchResultsPart(orderId, options);
  } catch (error) {
    return error instanceof ApiError && error.status === 0 ? 'offline' : 'failed';
  }
  try {
    await writePart(orderId, what, fetched);
  } catch (error) {
    if (isVaultError(error, 'locked') || isVaultError(error, 'key-outdated')) {
      void refreshKeptState();
      return 'locked';
    }
    return 'failed';
  }
  keptChanged();
  return 'kept';
}

async function fetchPassPart(orderId: string, options: KeepRequestOptions): Promise<FetchedPart> {
  const pass = await fetchPass(orderId, options);
  const documents = await Promise.all(
    pass.requisitions.map(async (requisition) => ({
      id: documentId(orderId, requisition.apiResultId, RESULT_FILE_TYPE.requisition),
      bytes: await fetchDocumentBytes(requisition.requisitionLink, options),
    })),
  );
  return { record: pass, documents };
}

async function fetchResultsPart(orderId: string, options: KeepRequestOptions): Promise<FetchedPart> {
  const [data, trends, list] = await Promise.all([fetchResultsData(orderId, options), fetchTrends(options), fetchResultsList(orderId, options)]);
  const documents = await Promise.all(
    list.results.flatMap((result) =>
      result.hasResultsPdf && result.resultLink
        ? [fetchDocumentBytes(result.resultLink, options).then((bytes) => ({ id: documentId(orderId, result.apiResultId, RESULT_FILE_TYPE.results), bytes }))]
        : [],
    ),
  );
  return { record: data, trends, documents };
}

async function writePart(orderId: string, what: KeptPart, fetched: FetchedPart): Promise<void> {
  const { vault } = keptContext();
  const manifest = await readManifest(orderId);
  const before = manifestPart(manifest, what);
  const ids = fetched.documents.map((document) => document.id);
  // Listed first: whatever is written below, a removal can find it.
  await writeManifest(orderId, withManifestPart(manifest, what, [...new Set([...before, ...ids])]));
  try {
    for (const document of fetched.documents) await vault.put(RECORD_KIND.document, document.id, document.bytes);
    if (fetched.trends) await vault.put(RECORD_KIND.trends, TRENDS_ID, fetched.trends);
    await vault.put(what, orderId, keptPartRecord(fetched.record, Date.now()));
  } catch (error) {
    // Nothing partial: the documents this keep added go again.
    await Promise.allSettled(ids.filter((id) => !before.includes(id)).map((id) => vault.remove(RECORD_KIND.document, id)));
    throw error;
  }
  // A requisition the order no longer has.
  const stale = before.filter((id) => !ids.includes(id));
  await Promise.all(stale.map((id) => vault.remove(RECORD_KIND.document, id)));
  await writeManifest(orderId, withManifestPart(await readManifest(orderId), what, ids));
}
