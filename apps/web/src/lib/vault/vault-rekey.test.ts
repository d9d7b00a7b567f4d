import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { afterEach, test } from 'vitest';
import { isVaultError } from './vault-error';
import { forgetTestDevices, rawStores, testDevice, writeRawRecord } from './vault.test-support';

afterEach(forgetTestDevices);

const ANA = 'account-7f3a';
const PDF = new TextEncoder().encode('%PDF-1.7 results');

async function keptDocuments() {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'old password');
  await tab.put('pass', 'order-1', { barcode: '0012345' });
  await tab.put('results-pdf', 'order-1', PDF);
  for (let i = 0; i < 20; i++) await tab.put('results', `order-${i}`, { value: i });
  return { device, tab };
}

async function assertEverythingReads(tab: Awaited<ReturnType<typeof keptDocuments>>['tab']) {
  assert.deepEqual(await tab.get('pass', 'order-1'), { barcode: '0012345' });
  assert.deepEqual(await tab.get('results-pdf', 'order-1'), PDF);
  const results = await tab.list('results');
  assert.equal(results.length, 20);
  assert.ok(results.every(({ id, value }) => JSON.stringify(value) === JSON.stringify({ value: Number(id.slice('order-'.length)) })));
}

test('a password change keeps every record, readable under the new password and not the old', async () => {
  const { device, tab } = await keptDocuments();
  const before = await rawStores(device.dbName);
  assert.deepEqual(await tab.rekey(ANA, 'old password', 'new password'), { status: 'rekeyed' });
  assert.equal(tab.isUnlocked(ANA), true);
  await assertEverythingReads(tab);

  const after = await rawStores(device.dbName);
  assert.equal(after.records.length, before.records.length);
  const oldSalt = (before.setups[0] as { salt: Uint8Array }).salt;
  assert.notDeepEqual((after.setups[0] as { salt: Uint8Array }).salt, oldSalt, 'a new salt');
  assert.ok(after.records.every((record, i) => Buffer.compare(record.ciphertext, before.records[i]?.ciphertext ?? new Uint8Array()) !== 0), 'every record re-encrypted');

  const reloaded = device.open();
  assert.equal((await reloaded.unlock(ANA, 'old password')).status, 'wrong-password');
  assert.equal((await reloaded.unlock(ANA, 'new password')).status, 'unlocked');
  await assertEverythingReads(reloaded);
});

test('a wrong old password changes nothing and counts as a wrong try', async () => {
  const { device, tab } = await keptDocuments();
  const before = await rawStores(device.dbName);
  assert.deepEqual(await tab.rekey(ANA, 'guess', 'new password'), { status: 'wrong-password', retryInMs: 0 });
  const after = await rawStores(device.dbName);
  assert.deepEqual(after.records, before.records);
  assert.equal((after.setups[0] as { failedUnlocks: number }).failedUnlocks, 1);
  tab.lock();
  assert.equal((await tab.unlock(ANA, 'old password')).status, 'unlocked');
});

test('a record that cannot be read stops the change before anything is written: nothing lost', async () => {
  const { device, tab } = await keptDocuments();
  const { records } = await rawStores(device.dbName);
  const damaged = records[5];
  assert.ok(damaged);
  await writeRawRecord(device.dbName, { ...damaged, ciphertext: new Uint8Array(damaged.ciphertext).fill(0) });
  const before = await rawStores(device.dbName);

  await assert.rejects(tab.rekey(ANA, 'old password', 'new password'), (error) => isVaultError(error, 'record-unreadable'));
  assert.deepEqual(await rawStores(device.dbName), before);
  tab.lock();
  assert.equal((await tab.unlock(ANA, 'new password')).status, 'wrong-password');
  assert.equal((await tab.unlock(ANA, 'old password')).status, 'unlocked');
  assert.deepEqual(await tab.get('pass', 'order-1'), { barcode: '0012345' });
});

test('after a password change in another tab, this tab is told its key is outdated and nothing is written under it', async () => {
  const { device, tab } = await keptDocuments();
  const otherTab = device.open();
  await otherTab.rekey(ANA, 'old password', 'new password');

  await assert.rejects(tab.put('pass', 'order-9', { barcode: 'stale' }), (error) => isVaultError(error, 'key-outdated'));
  assert.equal(tab.isUnlocked(ANA), false);
  await tab.unlock(ANA, 'new password');
  assert.equal(await tab.get('pass', 'order-9'), undefined);
  await assertEverythingReads(tab);
});

test('a tab reading with a key made outdated elsewhere is told so, not that the records are damaged', async () => {
  const { device, tab } = await keptDocuments();
  await device.open().rekey(ANA, 'old password', 'new password');
  await assert.rejects(tab.get('pass', 'order-1'), (error) => isVaultError(error, 'key-outdated'));
});

test('the rekeyed vault takes the current iteration count', async () => {
  const { device } = await keptDocuments();
  await device.open({ iterations: 2000 }).rekey(ANA, 'old password', 'new password');
  const { setups } = await rawStores(device.dbName);
  assert.equal((setups[0] as { iterations: number }).iterations, 2000);
});
