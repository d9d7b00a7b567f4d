import { labVisitPassSchema, orderResultsDataSchema, resultTrendsSchema } from '@labstore/domain';
import { z } from 'zod';
import type { DocumentManifest } from './kept-records';

// Issue 18: the schemas every kept record is checked with when read back
// (docs/decisions.md "Kept on the device"). A chunk of their own, loaded
// with the first read or ahead of it (kept-records.ts keptSchemas): zod
// and the wire schemas take a good part of a second to build on a slow
// phone, which the pass page's unlock form does not wait for.

/**
 * A part's record: the server's answer and when it was kept (epoch ms), so the
 * kept copy can say how old it is. The date is inside the ciphertext rather
 * than the vault's own updatedAt: AES-GCM's tag vouches for it, where the
 * clear timestamps are anyone's to change who has the device's storage, and
 * the part's record needs no new vault call. Records kept before the date
 * was added are the bare answer: they still open, with no date.
 */
function keptPartSchema<T>(schema: z.ZodType<T>) {
  return z.union([
    z.object({ keptAt: z.number(), part: schema }).transform(({ keptAt, part }) => ({ part, keptAt: new Date(keptAt) })),
    schema.transform((part) => ({ part, keptAt: undefined })),
  ]);
}

export const pass = keptPartSchema(labVisitPassSchema);
export const results = keptPartSchema(orderResultsDataSchema);
export const trends = resultTrendsSchema;
export const manifest: z.ZodType<DocumentManifest> = z.object({ pass: z.array(z.string()), results: z.array(z.string()) });
export const bytes = z.instanceof(Uint8Array);
