import type { LabVisitPass, OrderResultsData, ResultFileType, ResultTrends } from '@labstore/domain';
import type { z } from 'zod';
import { isVaultError } from '../../lib/vault';
import { keptContext } from './kept-context';
import { keptChanged, refreshKeptState, unlockedAccount } from './kept-state';

// What is kept, under which kind and id (docs/decisions.md "Kept on the
// device"): kinds and ids are in clear in IndexedDB, so they are never
// personal (an order id, a requisition id, a document type, 'all').

/** The two things an order can keep: its pass (with the requisition PDFs), its results (with trends and the results PDFs). */
export interface KeptOrder {
  pass: boolean;
  results: boolean;
}
export type KeptPart = keyof KeptOrder;

export const RECORD_KIND = {
  pass: 'pass',
  results: 'results',
  trends: 'trends',
  document: 'document',
  /** Per order, the document ids each part kept: a removal finds them even when the pass or results record is gone. */
  documents: 'documents',
} as const;

/** Trends cover every order: one record. */
export const TRENDS_ID = 'all';

export const documentId = (orderId: string, apiResultId: string, type: ResultFileType): string => `${orderId}/${apiResultId}/${type}`;

/** Per order, the document ids each part kept (kept-schemas.ts manifest). */
export interface DocumentManifest {
  pass: string[];
  results: string[];
}
const NO_DOCUMENTS: DocumentManifest = { pass: [], results: [] };

type KeptSchemas = typeof import('./kept-schemas');
let schemas: Promise<KeptSchemas> | undefined;

/** The records' schemas, loaded once (kept-schemas.ts); a screen about to read calls it ahead. A failed load is tried again. */
export function keptSchemas(): Promise<KeptSchemas> {
  schemas ??= import('./kept-schemas').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

/** What keepOrder writes as a part's record (kept-schemas.ts says why the date is inside). */
export const keptPartRecord = (part: unknown, keptAt: number): { keptAt: number; part: unknown } => ({ keptAt, part });

/** A kept part and when it was kept; undefined for a copy kept before the date was recorded. */
export interface KeptCopy<T> {
  value: T;
  keptAt: Date | undefined;
}

/**
 * A kept record read back and validated with its schema. One that AES-GCM
 * refuses or that does not match its schema is removed (`discard`) and
 * counts as not kept; locked, it is not kept either.
 */
async function readChecked<T>(kind: string, id: string, schemaOf: (schemas: KeptSchemas) => z.ZodType<T>, discard: () => Promise<void>): Promise<T | undefined> {
  if (unlockedAccount() === null) return undefined;
  // Loaded while the record is read and decrypted; a failure is the read's.
  const loading = keptSchemas();
  loading.catch(() => undefined);
  let value: unknown;
  try {
    value = await keptContext().vault.get(kind, id);
  } catch (error) {
    if (isVaultError(error, 'record-unreadable')) {
      await discard();
      return undefined;
    }
    if (isVaultError(error, 'locked') || isVaultError(error, 'key-outdated')) {
      void refreshKeptState();
      return undefined;
    }
    throw error;
  }
  if (value === undefined) return undefined;
  const parsed = schemaOf(await loading).safeParse(value);
  if (parsed.success) return parsed.data;
  await discard();
  return undefined;
}

/** The kept pass, validated; undefined when not kept or locked. */
export async function readKeptPass(orderId: string): Promise<LabVisitPass | undefined> {
  return (await readChecked(RECORD_KIND.pass, orderId, (kept) => kept.pass, () => forgetKeptPart(orderId, 'pass')))?.part;
}

/** The kept results, validated, with when they were kept; undefined when not kept or locked. */
export async function readKeptResults(orderId: string): Promise<KeptCopy<OrderResultsData> | undefined> {
  const kept = await readChecked(RECORD_KIND.results, orderId, (kept) => kept.results, () => forgetKeptPart(orderId, 'results'));
  return kept && { value: kept.part, keptAt: kept.keptAt };
}

export const readKeptTrends = (): Promise<ResultTrends | undefined> => readChecked(RECORD_KIND.trends, TRENDS_ID, (kept) => kept.trends, () => removeQuietly(RECORD_KIND.trends, TRENDS_ID));

export function readKeptDocument(orderId: string, apiResultId: string, type: ResultFileType): Promise<Uint8Array | undefined> {
  const id = documentId(orderId, apiResultId, type);
  return readChecked(RECORD_KIND.document, id, (kept) => kept.bytes, () => removeQuietly(RECORD_KIND.document, id));
}

export async function readManifest(orderId: string): Promise<DocumentManifest> {
  return (await readChecked(RECORD_KIND.documents, orderId, (kept) => kept.manifest, () => removeQuietly(RECORD_KIND.documents, orderId))) ?? NO_DOCUMENTS;
}

export async function writeManifest(orderId: string, manifest: DocumentManifest): Promise<void> {
  const { vault } = keptContext();
  if (manifest.pass.length === 0 && manifest.results.length === 0) await vault.remove(RECORD_KIND.documents, orderId);
  else await vault.put(RECORD_KIND.documents, orderId, manifest);
}

export const manifestPart = (manifest: DocumentManifest, part: KeptPart): string[] => (part === 'pass' ? manifest.pass : manifest.results);

export const withManifestPart = (manifest: DocumentManifest, part: KeptPart, ids: string[]): DocumentManifest =>
  part === 'pass' ? { ...manifest, pass: ids } : { ...manifest, results: ids };

export async function keptPart(orderId: string, part: KeptPart): Promise<boolean> {
  return (await (part === 'pass' ? readKeptPass(orderId) : readKeptResults(orderId))) !== undefined;
}

export async function keptOrder(orderId: string): Promise<KeptOrder> {
  const [pass, results] = await Promise.all([keptPart(orderId, 'pass'), keptPart(orderId, 'results')]);
  return { pass, results };
}

/** Orders whose pass is kept, the latest kept first (the home screen offline). */
export async function keptPassOrderIds(): Promise<string[]> {
  if (unlockedAccount() === null) return [];
  let records;
  try {
    records = await keptContext().vault.list(RECORD_KIND.pass);
  } catch (error) {
    // One record AES-GCM refuses makes the list unreadable: none is shown
    // rather than one that cannot be trusted.
    if (isVaultError(error)) return [];
    throw error;
  }
  const { pass } = await keptSchemas();
  const valid = [];
  for (const record of records) {
    if (pass.safeParse(record.value).success) valid.push(record);
    else await forgetKeptPart(record.id, 'pass');
  }
  return valid.sort((a, b) => b.updatedAt - a.updatedAt).map((record) => record.id);
}

/** Removes one part of an order (its record and documents); results take the trends with them when no other order's are kept. */
export async function forgetKeptPart(orderId: string, part: KeptPart): Promise<void> {
  if (unlockedAccount() === null) return;
  const manifest = await readManifest(orderId);
  const ownDocuments = manifestPart(manifest, part).filter((id) => id.startsWith(`${orderId}/`));
  await Promise.all(ownDocuments.map((id) => removeQuietly(RECORD_KIND.document, id)));
  await removeQuietly(part, orderId);
  await writeManifest(orderId, withManifestPart(manifest, part, [])).catch(() => undefined);
  if (part === 'results') await forgetTrendsWhenNoResults();
  keptChanged();
}

/** Removes everything one order kept on this device. */
export async function forgetKeptOrder(orderId: string): Promise<void> {
  await forgetKeptPart(orderId, 'pass');
  await forgetKeptPart(orderId, 'results');
}

async function forgetTrendsWhenNoResults(): Promise<void> {
  const { vault } = keptContext();
  const results = await vault.list(RECORD_KIND.results).catch(() => undefined);
  if (results?.length === 0) await removeQuietly(RECORD_KIND.trends, TRENDS_ID);
}

async function removeQuietly(kind: string, id: string): Promise<void> {
  await keptContext()
    .vault.remove(kind, id)
    .catch(() => undefined);
}
