import type { Database } from '@labstore/db';
import type { FeeSettings } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { putSetting, selectSetting } from './settings.repository';

// Issue 20: the fees an administrator edits live in app_settings 'fees'
// (docs/decisions.md "Fees"); orders/orders.repository.ts reads them for
// every pricing, so a change counts from the next cart read.

const FEES_SETTING = 'fees';

/** Locks the fees row until `db`'s transaction ends: two administrators' changes are audited one after the other. */
export async function lockFeeSettings(db: Kysely<Database>): Promise<void> {
  await selectSetting(db, FEES_SETTING).forUpdate().execute();
}

/** Replaces the stored fees (cents, every key of FeeSettings). */
export function putFeeSettings(db: Kysely<Database>, fees: FeeSettings): Promise<void> {
  return putSetting(db, FEES_SETTING, fees);
}
