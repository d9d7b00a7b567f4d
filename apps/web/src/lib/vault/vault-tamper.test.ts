import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { afterEach, test } from 'vitest';
import { isVaultError } from './vault-error';
import { forgetTestDevices, type RawRecord, rawStores, testDevice, writeRawRecord } from './vault.test-support';

afterEach(forgetTestDevices);

const ANA = 'account-7f3a';
const BEN = 'account-91c2';
const unreadable = (error: unknown) => isVaultError(error, 'record-unreadable');

async function keptPass() {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'pw');
  await tab.put('pass', 'order-1', { barcode: '0012345' });
  const { records } = await rawStores(device.dbName);
  const [record] = records;
  assert.ok(record);
  return { device, tab, record };
}

function flipped(bytes: Uint8Array, index: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy[index] = (copy[index] ?? 0) ^ 1;
  return copy;
}

test('an altered ciphertext (body or tag) is refused by AES-GCM', async () => {
  const { device, tab, record } = await keptPass();
  for (const index of [0, record.ciphertext.length - 1]) {
    await writeRawRecord(device.dbName, { ...record, ciphertext: flipped(record.ciphertext, index) });
    await assert.rejects(tab.get('pass', 'order-1'), unreadable);
    await assert.rejects(tab.list('pass'), unreadable);
  }
  await writeRawRecord(device.dbName, record);
  assert.deepEqual(await tab.get('pass', 'order-1'), { barcode: '0012345' }, 'the untouched record still reads');
});

test('an altered IV is refused', async () => {
  const { device, tab, record } = await keptPass();
  await writeRawRecord(device.dbName, { ...record, iv: flipped(record.iv, 5) });
  await assert.rejects(tab.get('pass', 'order-1'), unreadable);
});

test('a record copied to another id or kind is refused: the additional data binds it to its place', async () => {
  const { device, tab, record } = await keptPass();
  await writeRawRecord(device.dbName, { ...record, id: 'order-2' });
  await writeRawRecord(device.dbName, { ...record, kind: 'results' });
  await assert.rejects(tab.get('pass', 'order-2'), unreadable);
  await assert.rejects(tab.get('results', 'order-1'), unreadable);
  assert.deepEqual(await tab.get('pass', 'order-1'), { barcode: '0012345' });
});

test("a record moved to another account is refused there, even one whose key is Ana's", async () => {
  const { device, tab, record } = await keptPass();
  const moved: RawRecord = { ...record, accountId: BEN };
  // Ben with the same password on the same device still has his own salt, so his own key.
  await tab.setUp(BEN, 'pw');
  await writeRawRecord(device.dbName, moved);
  await assert.rejects(tab.get('pass', 'order-1'), unreadable);
});

test('each record, and each write of it, has its own IV', async () => {
  const { device, tab } = await keptPass();
  await tab.put('pass', 'order-2', { barcode: '0012345' });
  await tab.put('pass', 'order-1', { barcode: '0012345' });
  const { records, setups } = await rawStores(device.dbName);
  const verifier = (setups[0] as { verifier: { iv: Uint8Array } }).verifier;
  const ivs = [...records.map((record) => record.iv), verifier.iv].map((iv) => Buffer.from(iv).toString('hex'));
  assert.equal(new Set(ivs).size, 3);
  assert.ok(records.every((record) => record.iv.length === 12));
});
