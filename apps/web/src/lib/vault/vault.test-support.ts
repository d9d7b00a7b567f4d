import { deleteDB, openDB } from 'idb';
import type { DeviceStorageManager, MarkerStorage } from './device-storage';
import { createVault, type Vault, type VaultOptions } from './vault';

/** Small enough for fast tests; key-derivation.test.ts runs the real count once. */
export const TEST_ITERATIONS = 1000;

export class MemoryMarkers implements MarkerStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export interface TestDevice {
  dbName: string;
  markers: MemoryMarkers;
  clock: { now: number };
  /** A vault as a page of this device sees it; call again for another tab or a reload. */
  open(options?: VaultOptions): Vault;
}

let devices = 0;
const opened: Vault[] = [];
const names: string[] = [];

export function testDevice(storageManager: DeviceStorageManager = {}): TestDevice {
  const device: TestDevice = {
    dbName: `vault-test-${++devices}`,
    markers: new MemoryMarkers(),
    clock: { now: Date.UTC(2026, 10, 27, 9) },
    open: (options = {}) => {
      const vault = createVault({
        dbName: device.dbName,
        iterations: TEST_ITERATIONS,
        now: () => device.clock.now,
        markers: device.markers,
        storageManager,
        ...options,
      });
      opened.push(vault);
      return vault;
    },
  };
  names.push(device.dbName);
  return device;
}

/** For afterEach: closes every vault opened and deletes their databases. */
export async function forgetTestDevices(): Promise<void> {
  await Promise.all(opened.splice(0).map((vault) => vault.close()));
  await Promise.all(names.splice(0).map((name) => deleteDB(name)));
}

export interface RawRecord {
  accountId: string;
  kind: string;
  id: string;
  iv: Uint8Array;
  ciphertext: Uint8Array;
  createdAt: number;
  updatedAt: number;
}

/** The database as anyone with access to the device's storage sees it, without the vault's code. */
export async function rawStores(dbName: string): Promise<{ setups: unknown[]; records: RawRecord[] }> {
  const db = await openDB(dbName);
  const setups: unknown[] = await db.getAll('setups');
  const records = (await db.getAll('records')) as RawRecord[];
  db.close();
  return { setups, records };
}

/** Overwrites or adds a raw record, as an attacker with the device's storage could. */
export async function writeRawRecord(dbName: string, record: RawRecord): Promise<void> {
  const db = await openDB(dbName);
  await db.put('records', record);
  db.close();
}
