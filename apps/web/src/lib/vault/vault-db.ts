import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { Bytes } from './bytes';
import type { Sealed } from './record-cipher';

/**
 * One database per origin for every account that keeps documents on this
 * device; each row names its account. In clear: the account id, the kind,
 * the record id, the salt, the iteration count, the unlock delay and
 * timestamps. Everything else is AES-GCM ciphertext.
 */
export const VAULT_DB_NAME = 'labstore-vault';

/** How an account's vault is opened on this device: no key, no password, no hash of it. */
export interface VaultSetup {
  accountId: string;
  salt: Bytes;
  iterations: number;
  verifier: Sealed;
  failedUnlocks: number;
  /** Epoch ms before which an unlock is not tried (wrong passwords slow down). */
  nextTryAt: number;
  createdAt: number;
  updatedAt: number;
}

export interface StoredRecord extends Sealed {
  accountId: string;
  kind: string;
  id: string;
  createdAt: number;
  updatedAt: number;
}

export type RecordKey = [accountId: string, kind: string, id: string];

interface VaultSchema extends DBSchema {
  setups: { key: string; value: VaultSetup };
  records: {
    key: RecordKey;
    value: StoredRecord;
    indexes: { byAccount: string; byKind: [string, string] };
  };
}

export type VaultDb = IDBPDatabase<VaultSchema>;

export function openVaultDb(name: string = VAULT_DB_NAME): Promise<VaultDb> {
  return openDB<VaultSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('setups', { keyPath: 'accountId' });
      const records = db.createObjectStore('records', { keyPath: ['accountId', 'kind', 'id'] });
      records.createIndex('byAccount', 'accountId');
      records.createIndex('byKind', ['accountId', 'kind']);
    },
  });
}

export function recordKey(record: Pick<StoredRecord, 'accountId' | 'kind' | 'id'>): RecordKey {
  return [record.accountId, record.kind, record.id];
}

export function readSetup(db: VaultDb, accountId: string): Promise<VaultSetup | undefined> {
  return db.get('setups', accountId);
}

export function readAccountRecords(db: VaultDb, accountId: string): Promise<StoredRecord[]> {
  return db.getAllFromIndex('records', 'byAccount', accountId);
}

export function readKindRecords(db: VaultDb, accountId: string, kind: string): Promise<StoredRecord[]> {
  return db.getAllFromIndex('records', 'byKind', [accountId, kind]);
}

/** Deletes an account's records, and its setup too when `withSetup`, in one transaction. */
export async function deleteAccount(db: VaultDb, accountId: string, withSetup: boolean): Promise<void> {
  const tx = db.transaction(['setups', 'records'], 'readwrite');
  const keys = await tx.objectStore('records').index('byAccount').getAllKeys(accountId);
  await Promise.all([
    ...keys.map((key) => tx.objectStore('records').delete(key)),
    ...(withSetup ? [tx.objectStore('setups').delete(accountId)] : []),
    tx.done,
  ]);
}

/** What accounts other than `accountId` keep here: how many have records, and those records' bytes (IV and ciphertext). */
export async function otherAccountsUsage(db: VaultDb, accountId: string): Promise<{ accounts: number; bytes: number }> {
  const owners = new Set<string>();
  let bytes = 0;
  // A cursor, so the other accounts' PDFs are read one at a time rather than all at once.
  for (let cursor = await db.transaction('records').store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (cursor.value.accountId === accountId) continue;
    owners.add(cursor.value.accountId);
    bytes += cursor.value.iv.byteLength + cursor.value.ciphertext.byteLength;
  }
  return { accounts: owners.size, bytes };
}

/** Deletes the records and setups of every account but `accountId`, in one transaction; answers the accounts removed. */
export async function deleteOtherAccounts(db: VaultDb, accountId: string): Promise<Set<string>> {
  const tx = db.transaction(['setups', 'records'], 'readwrite');
  const [setupIds, recordKeys] = await Promise.all([tx.objectStore('setups').getAllKeys(), tx.objectStore('records').getAllKeys()]);
  const removed = new Set<string>();
  const deletions: Array<Promise<void>> = [];
  for (const key of recordKeys) {
    if (key[0] === accountId) continue;
    removed.add(key[0]);
    deletions.push(tx.objectStore('records').delete(key));
  }
  for (const owner of setupIds) {
    if (owner === accountId) continue;
    removed.add(owner);
    deletions.push(tx.objectStore('setups').delete(owner));
  }
  await Promise.all([...deletions, tx.done]);
  return removed;
}
