import type { DeviceStorageManager, MarkerStorage } from './device-storage';
import type { KeyHolder } from './key-holder';
import type { VaultDb } from './vault-db';

/** What every vault operation works with; `createVault` builds it once. */
export interface VaultContext {
  db: () => Promise<VaultDb>;
  /** PBKDF2 iterations for new vaults and password changes; existing vaults keep theirs. */
  iterations: number;
  now: () => number;
  holder: KeyHolder;
  markers: MarkerStorage | undefined;
  storageManager: DeviceStorageManager | undefined;
}
