import type { Database, HealthRecordPath } from '@labstore/db';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../plugins/auth';
import { resultsRepository, type HealthReadRow } from './results.repository';

// Issue 17, DESIGN.md API: every read of a requisition, results or their
// data is written to the access log (health_record_reads): who read, which
// order and report, what, when, and through which path.

export type HealthRead = HealthReadRow;

export function recordHealthRead(db: Kysely<Database>, read: HealthRead): Promise<void> {
  return resultsRepository(db).insertRead(read);
}

/** Who reads, as the log names them. */
export interface Reader {
  readerUserId: string;
  path: HealthRecordPath;
}

/**
 * The owner reading their own order, or an administrator: one reading
 * someone else's order, or acting as the customer through login-as (the
 * person reading is then the administrator, spec/01 2.7).
 */
export function readerOf(auth: AuthContext, ownerUserId: string | null): Reader {
  if (auth.isQuasiAdmin && auth.actingAdminId) return { readerUserId: auth.actingAdminId, path: 'administrator' };
  return { readerUserId: auth.userId, path: auth.userId === ownerUserId ? 'owner' : 'administrator' };
}
