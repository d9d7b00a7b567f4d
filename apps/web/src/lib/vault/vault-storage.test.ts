import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { deleteDB } from 'idb';
import { afterEach, test } from 'vitest';
import { forgetTestDevices, rawStores, testDevice } from './vault.test-support';

afterEach(forgetTestDevices);

const ANA = 'account-7f3a';
const PATIENT = 'Maria Gonzalez';
const BIRTH_DATE = '1984-03-15';
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');

/** Every string and byte run in the raw stores, bytes read as Latin-1 and as UTF-8. */
function rawText(value: unknown): string[] {
  if (value instanceof Uint8Array) return [Buffer.from(value).toString('latin1'), Buffer.from(value).toString('utf8')];
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(rawText);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...rawText(inner)]);
  return [];
}

test('nothing personal is in clear in IndexedDB: no name, no date of birth, no PDF', async () => {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'pw');
  await tab.put('pass', 'order-1', { patient: PATIENT, birthDate: BIRTH_DATE, barcode: '0012345' });
  await tab.put('results', 'order-1', { patient: { name: PATIENT, birthDate: BIRTH_DATE }, observations: [{ code: '2093-3', value: 182 }] });
  await tab.put('results-pdf', 'order-1', PDF);

  const stored = rawText(await rawStores(device.dbName));
  assert.ok(stored.length > 0);
  for (const secret of [PATIENT, 'Gonzalez', BIRTH_DATE, '%PDF', 'Catalog', '0012345', '2093-3', 'pw']) {
    assert.ok(!stored.some((text) => text.includes(secret)), `${secret} found in clear`);
  }
  assert.deepEqual(await tab.get('pass', 'order-1'), { patient: PATIENT, birthDate: BIRTH_DATE, barcode: '0012345' });
});

test('the marker says only that a vault was kept for an account id', async () => {
  const device = testDevice();
  await device.open().setUp(ANA, 'pw');
  assert.deepEqual([...device.markers.items], [[`labstore-vault-kept:${ANA}`, '1']]);
});

test('eviction: the marker is there and the database is empty', async () => {
  const device = testDevice();
  const tab = device.open();
  assert.equal(await tab.wasEvicted(ANA), false, 'never set up');
  await tab.setUp(ANA, 'pw');
  await tab.put('pass', 'order-1', 'kept');
  assert.equal(await tab.wasEvicted(ANA), false);
  await tab.close();

  await deleteDB(device.dbName);
  const afterEviction = device.open();
  assert.equal(await afterEviction.wasEvicted(ANA), true);
  assert.deepEqual(await afterEviction.unlock(ANA, 'pw'), { status: 'not-set-up', evicted: true });
});

test('documents removed on purpose are not reported as evicted', async () => {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'pw');
  await tab.removeOfflineDocuments(ANA);
  assert.equal(await tab.wasEvicted(ANA), false);
  assert.equal(device.markers.items.size, 0);
});

test("usage: the browser's estimate when it gives one", async () => {
  const tab = testDevice({ estimate: () => Promise.resolve({ usage: 123_456, quota: 1e9 }) }).open();
  assert.equal(await tab.usage(), 123_456);
});

test('usage without an estimate: the bytes of the records kept', async () => {
  const tab = testDevice({}).open();
  assert.equal(await tab.usage(), 0);
  await tab.setUp(ANA, 'pw');
  await tab.put('results-pdf', 'order-1', new Uint8Array(10_000));
  const bytes = await tab.usage();
  // 12-byte IV, 1-byte type, 16-byte GCM tag.
  assert.equal(bytes, 10_000 + 12 + 1 + 16);
});

test('persistence: asked of navigator.storage, answered plainly', async () => {
  let asked = 0;
  const granted = testDevice({ persist: () => (asked++, Promise.resolve(true)) }).open();
  assert.equal(await granted.requestPersistence(), 'persisted');
  assert.equal(asked, 1);
  assert.equal(await testDevice({ persist: () => Promise.resolve(false) }).open().requestPersistence(), 'refused');
  assert.equal(await testDevice({}).open().requestPersistence(), 'unsupported');
});
