/** The part of localStorage the vault uses; tests pass a Map-backed one. */
export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The part of `navigator.storage` the vault uses, absent in browsers without it. */
export type DeviceStorageManager = Partial<Pick<StorageManager, 'persist' | 'estimate'>>;

// A flag per account saying a vault was set up here: only the (opaque) account
// id, in the key, and "1". With the database empty it means the browser
// evicted what was kept (issue 18: "say plainly when the browser has removed it").
const MARKER_PREFIX = 'labstore-vault-kept:';

export function markVaultKept(markers: MarkerStorage | undefined, accountId: string): void {
  markers?.setItem(MARKER_PREFIX + accountId, '1');
}

export function unmarkVaultKept(markers: MarkerStorage | undefined, accountId: string): void {
  markers?.removeItem(MARKER_PREFIX + accountId);
}

export function vaultWasKept(markers: MarkerStorage | undefined, accountId: string): boolean {
  return markers?.getItem(MARKER_PREFIX + accountId) === '1';
}

export type PersistenceAnswer = 'persisted' | 'refused' | 'unsupported';

/** Asks the browser not to evict the origin's storage under pressure (`navigator.storage.persist()`). */
export async function askPersistence(manager: DeviceStorageManager | undefined): Promise<PersistenceAnswer> {
  if (!manager?.persist) return 'unsupported';
  return (await manager.persist()) ? 'persisted' : 'refused';
}

/** The origin's usage as the browser estimates it, or undefined where it cannot tell. */
export async function estimatedUsage(manager: DeviceStorageManager | undefined): Promise<number | undefined> {
  if (!manager?.estimate) return undefined;
  return (await manager.estimate()).usage;
}

export function browserMarkers(): MarkerStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function browserStorageManager(): DeviceStorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}
