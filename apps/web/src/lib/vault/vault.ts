import {
  askPersistence,
  browserMarkers,
  browserStorageManager,
  type DeviceStorageManager,
  estimatedUsage,
  type MarkerStorage,
  type PersistenceAnswer,
  unmarkVaultKept,
  vaultWasKept,
} from './device-storage';
import { PBKDF2_ITERATIONS } from './key-derivation';
import { KeyHolder } from './key-holder';
import { clearRecords, getRecord, type KeptRecord, listRecords, putRecord, removeRecord } from './records';
import { rekeyVault, type RekeyResult } from './rekey';
import { type SetUpResult, setUpVault, unlockVault, type UnlockResult } from './unlock';
import { deleteAccount, deleteOtherAccounts, openVaultDb, otherAccountsUsage, readSetup, VAULT_DB_NAME, type VaultDb } from './vault-db';
import type { VaultContext } from './vault-context';

/** Documents of other accounts on this device, without saying whose. */
export interface OtherAccountsKept {
  /** Accounts with at least one record here. */
  accounts: number;
  /** Their records' bytes as stored (IV and ciphertext). */
  bytes: number;
}

export interface VaultOptions {
  dbName?: string;
  /** Tests pass a small count to stay fast; the app keeps the default. */
  iterations?: number;
  now?: () => number;
  holder?: KeyHolder;
  markers?: MarkerStorage;
  storageManager?: DeviceStorageManager;
}

/**
 * Issue 18's encrypted store on the device. Record calls act for the account
 * whose key is held (the last `setUp`, `unlock` or `rekey`) and throw
 * `VaultError('locked')` when none is.
 */
export interface Vault {
  setUp(accountId: string, password: string): Promise<SetUpResult>;
  unlock(accountId: string, password: string): Promise<UnlockResult>;
  /** Forgets the key (sign-out, idle timeout); the records stay, encrypted. */
  lock(): void;
  isUnlocked(accountId: string): boolean;
  isSetUp(accountId: string): Promise<boolean>;
  put(kind: string, id: string, value: unknown): Promise<void>;
  /** The value kept, or undefined; a Uint8Array comes back as one, anything else as its JSON. */
  get(kind: string, id: string): Promise<unknown>;
  list(kind: string): Promise<KeptRecord[]>;
  remove(kind: string, id: string): Promise<void>;
  /** Removes every record of the unlocked account; the vault stays set up. */
  clear(): Promise<void>;
  rekey(accountId: string, oldPassword: string, newPassword: string): Promise<RekeyResult>;
  /** "Remove offline documents for this device": records and setup, no password needed. */
  removeOfflineDocuments(accountId: string): Promise<void>;
  /**
   * What other accounts keep on this device, never which accounts: how many
   * keep records and those records' bytes. No key needed.
   */
  otherAccountsKept(accountId: string): Promise<OtherAccountsKept>;
  /** Removes every other account's records and setup: removing needs no key or password, reading always does. */
  removeOtherAccounts(accountId: string): Promise<void>;
  /** A vault was set up here for the account and the browser has since removed it. */
  wasEvicted(accountId: string): Promise<boolean>;
  requestPersistence(): Promise<PersistenceAnswer>;
  /** Bytes kept: the browser's estimate for the origin when it gives one, else the vault's records. */
  usage(): Promise<number>;
  /** Closes the database connection (tests, or before deleting the database). */
  close(): Promise<void>;
}

export function createVault(options: VaultOptions = {}): Vault {
  const ctx = vaultContext(options);
  return {
    setUp: (accountId, password) => setUpVault(ctx, accountId, password),
    unlock: (accountId, password) => unlockVault(ctx, accountId, password),
    lock: () => ctx.holder.forget(),
    isUnlocked: (accountId) => ctx.holder.keyFor(accountId) !== undefined,
    isSetUp: async (accountId) => (await readSetup(await ctx.db(), accountId)) !== undefined,
    put: (kind, id, value) => putRecord(ctx, kind, id, value),
    get: (kind, id) => getRecord(ctx, kind, id),
    list: (kind) => listRecords(ctx, kind),
    remove: (kind, id) => removeRecord(ctx, kind, id),
    clear: () => clearRecords(ctx),
    rekey: (accountId, oldPassword, newPassword) => rekeyVault(ctx, accountId, oldPassword, newPassword),
    removeOfflineDocuments: (accountId) => removeOfflineDocuments(ctx, accountId),
    otherAccountsKept: async (accountId) => otherAccountsUsage(await ctx.db(), accountId),
    removeOtherAccounts: (accountId) => removeOtherAccounts(ctx, accountId),
    wasEvicted: (accountId) => wasEvicted(ctx, accountId),
    requestPersistence: () => askPersistence(ctx.storageManager),
    usage: () => usage(ctx),
    close: async () => (await ctx.db()).close(),
  };
}

function vaultContext(options: VaultOptions): VaultContext {
  let opened: Promise<VaultDb> | undefined;
  return {
    db: () => (opened ??= openVaultDb(options.dbName ?? VAULT_DB_NAME)),
    iterations: options.iterations ?? PBKDF2_ITERATIONS,
    now: options.now ?? Date.now,
    holder: options.holder ?? new KeyHolder(),
    markers: options.markers ?? browserMarkers(),
    storageManager: options.storageManager ?? browserStorageManager(),
  };
}

async function removeOfflineDocuments(ctx: VaultContext, accountId: string): Promise<void> {
  await deleteAccount(await ctx.db(), accountId, true);
  unmarkVaultKept(ctx.markers, accountId);
  if (ctx.holder.keyFor(accountId)) ctx.holder.forget();
}

async function removeOtherAccounts(ctx: VaultContext, accountId: string): Promise<void> {
  const removed = await deleteOtherAccounts(await ctx.db(), accountId);
  // Removed by choice, not evicted: their next sign-in here is told nothing.
  for (const other of removed) unmarkVaultKept(ctx.markers, other);
  const held = ctx.holder.current();
  if (held && removed.has(held.accountId)) ctx.holder.forget();
}

async function wasEvicted(ctx: VaultContext, accountId: string): Promise<boolean> {
  return vaultWasKept(ctx.markers, accountId) && (await readSetup(await ctx.db(), accountId)) === undefined;
}

async function usage(ctx: VaultContext): Promise<number> {
  const estimate = await estimatedUsage(ctx.storageManager);
  if (estimate !== undefined) return estimate;
  const records = await (await ctx.db()).getAll('records');
  return records.reduce((bytes, record) => bytes + record.iv.byteLength + record.ciphertext.byteLength, 0);
}
