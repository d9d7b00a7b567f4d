import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { afterEach, test } from 'vitest';
import { isVaultError, type VaultErrorKind } from './vault-error';
import { forgetTestDevices, rawStores, TEST_ITERATIONS, testDevice } from './vault.test-support';

afterEach(forgetTestDevices);

const ANA = 'account-7f3a';
const BEN = 'account-91c2';
const refused = (kind: VaultErrorKind) => (error: unknown) => isVaultError(error, kind);

test('set up, then a reload unlocks with the right password, offline, and reads what was kept', async () => {
  const device = testDevice();
  const tab = device.open();
  assert.deepEqual(await tab.setUp(ANA, 'first password'), { status: 'set-up' });
  assert.equal(tab.isUnlocked(ANA), true);
  await tab.put('pass', 'order-1', { barcode: '0012345', center: 'center-9' });

  const reloaded = device.open();
  assert.equal(reloaded.isUnlocked(ANA), false);
  await assert.rejects(reloaded.get('pass', 'order-1'), refused('locked'));
  assert.deepEqual(await reloaded.unlock(ANA, 'first password'), { status: 'unlocked' });
  assert.deepEqual(await reloaded.get('pass', 'order-1'), { barcode: '0012345', center: 'center-9' });
  assert.equal(await reloaded.get('pass', 'order-2'), undefined);
});

test('setting up twice keeps the first salt and password', async () => {
  const tab = testDevice().open();
  await tab.setUp(ANA, 'first password');
  assert.deepEqual(await tab.setUp(ANA, 'another'), { status: 'already-set-up' });
  tab.lock();
  assert.equal((await tab.unlock(ANA, 'first password')).status, 'unlocked');
});

test('no vault for the account: not-set-up', async () => {
  assert.deepEqual(await testDevice().open().unlock(ANA, 'pw'), { status: 'not-set-up', evicted: false });
});

test('the setup keeps a 16-byte salt, its iteration count and a verifier; never the password', async () => {
  const device = testDevice();
  await device.open().setUp(ANA, 'first password');
  const { setups } = await rawStores(device.dbName);
  assert.equal(setups.length, 1);
  const setup = setups[0] as { salt: Uint8Array; iterations: number; verifier: { iv: Uint8Array } };
  assert.equal(setup.salt.length, 16);
  assert.equal(setup.iterations, TEST_ITERATIONS);
  assert.equal(setup.verifier.iv.length, 12);
  assert.ok(!JSON.stringify(setups, (_, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value)).includes('first password'));
});

test('a vault keeps its own count: raising the constant does not lock older vaults out', async () => {
  const device = testDevice();
  await device.open().setUp(ANA, 'pw');
  const later = device.open({ iterations: TEST_ITERATIONS * 2 });
  assert.equal((await later.unlock(ANA, 'pw')).status, 'unlocked');
});

test('a wrong password does not unlock; from the third the wait grows and survives a reload', async () => {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'right');
  tab.lock();
  assert.deepEqual(await tab.unlock(ANA, 'wrong'), { status: 'wrong-password', retryInMs: 0 });
  assert.deepEqual(await tab.unlock(ANA, 'wrong'), { status: 'wrong-password', retryInMs: 0 });
  assert.deepEqual(await tab.unlock(ANA, 'wrong'), { status: 'wrong-password', retryInMs: 8_000 });
  assert.equal(tab.isUnlocked(ANA), false);

  const reloaded = device.open();
  assert.deepEqual(await reloaded.unlock(ANA, 'right'), { status: 'too-soon', retryInMs: 8_000 }, 'not even the right one is tried');
  device.clock.now += 8_000;
  assert.deepEqual(await reloaded.unlock(ANA, 'wrong'), { status: 'wrong-password', retryInMs: 16_000 });
  device.clock.now += 10_000;
  assert.deepEqual(await reloaded.unlock(ANA, 'right'), { status: 'too-soon', retryInMs: 6_000 });
  device.clock.now += 6_000;
  assert.deepEqual(await reloaded.unlock(ANA, 'right'), { status: 'unlocked' });

  reloaded.lock();
  assert.deepEqual(await reloaded.unlock(ANA, 'wrong'), { status: 'wrong-password', retryInMs: 0 }, 'the right password starts the count again');
});

test('a clock set back does not lock the customer out for as long as it moved', async () => {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'right');
  for (let i = 0; i < 3; i++) await tab.unlock(ANA, 'wrong');
  device.clock.now -= 24 * 3600_000;
  assert.deepEqual(await tab.unlock(ANA, 'right'), { status: 'unlocked' });
});

test('the wait stops growing at five minutes', async () => {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'right');
  let last = { status: '', retryInMs: 0 };
  for (let i = 0; i < 12; i++) {
    const result = await tab.unlock(ANA, 'wrong');
    assert.equal(result.status, 'wrong-password');
    if (result.status === 'wrong-password') last = result;
    device.clock.now += last.retryInMs;
  }
  assert.equal(last.retryInMs, 300_000);
});

test('lock forgets the key: nothing reads or writes until unlocked again', async () => {
  const tab = testDevice().open();
  await tab.setUp(ANA, 'pw');
  await tab.put('results', 'order-1', { value: 182 });
  tab.lock();
  assert.equal(tab.isUnlocked(ANA), false);
  await assert.rejects(tab.get('results', 'order-1'), refused('locked'));
  await assert.rejects(tab.list('results'), refused('locked'));
  await assert.rejects(tab.put('results', 'order-2', {}), refused('locked'));
  await assert.rejects(tab.remove('results', 'order-1'), refused('locked'));
  await assert.rejects(tab.clear(), refused('locked'));
  await tab.unlock(ANA, 'pw');
  assert.deepEqual(await tab.get('results', 'order-1'), { value: 182 });
});

test('put, get, list by kind, replace, remove and clear', async () => {
  const tab = testDevice().open();
  await tab.setUp(ANA, 'pw');
  const pdf = new TextEncoder().encode('%PDF-1.7 requisition');
  await tab.put('requisition-pdf', 'order-1', pdf);
  await tab.put('results', 'order-2', { value: 1 });
  await tab.put('results', 'order-1', { value: 2 });
  await tab.put('results', 'order-1', { value: 3 });

  assert.deepEqual(await tab.get('requisition-pdf', 'order-1'), pdf);
  const listed = await tab.list('results');
  assert.deepEqual(listed.map(({ id, value }) => ({ id, value })), [
    { id: 'order-1', value: { value: 3 } },
    { id: 'order-2', value: { value: 1 } },
  ]);
  assert.deepEqual(await tab.list('pass'), []);

  await tab.remove('results', 'order-2');
  assert.equal(await tab.get('results', 'order-2'), undefined);
  assert.equal((await tab.list('results')).length, 1);

  await tab.clear();
  assert.deepEqual(await tab.list('results'), []);
  assert.equal(await tab.get('requisition-pdf', 'order-1'), undefined);
  assert.equal(tab.isUnlocked(ANA), true, 'clear keeps the vault set up and open');
  await tab.put('pass', 'order-3', 'still works');
  assert.equal(await tab.get('pass', 'order-3'), 'still works');
});

test("clear removes only the signed-in account's records", async () => {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(BEN, 'ben');
  await tab.put('pass', 'order-b', 'ben');
  await tab.setUp(ANA, 'ana');
  await tab.put('pass', 'order-a', 'ana');
  await tab.clear();
  const { records } = await rawStores(device.dbName);
  assert.deepEqual(records.map((record) => record.accountId), [BEN]);
});

test("another account on the device cannot open the first's records; it can only remove them", async () => {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'ana password');
  await tab.put('pass', 'order-1', { barcode: 'ana' });
  tab.lock();

  await tab.setUp(BEN, 'ben password');
  assert.equal(await tab.get('pass', 'order-1'), undefined, "Ben's records are his own");
  assert.deepEqual(await tab.list('pass'), []);
  assert.deepEqual(await tab.unlock(ANA, 'ben password'), { status: 'wrong-password', retryInMs: 0 });
  assert.equal(tab.isUnlocked(ANA), false);

  await tab.removeOfflineDocuments(ANA);
  assert.equal(await tab.isSetUp(ANA), false);
  assert.equal(tab.isUnlocked(BEN), true, "removing Ana's documents leaves Ben's session alone");
  const { records, setups } = await rawStores(device.dbName);
  assert.equal(records.length, 0);
  assert.equal(setups.length, 1);
  assert.deepEqual(await tab.unlock(ANA, 'ana password'), { status: 'not-set-up', evicted: false });
});

test('removing offline documents for the signed-in account forgets its key too', async () => {
  const tab = testDevice().open();
  await tab.setUp(ANA, 'pw');
  await tab.put('pass', 'order-1', 'x');
  await tab.removeOfflineDocuments(ANA);
  assert.equal(tab.isUnlocked(ANA), false);
  await assert.rejects(tab.get('pass', 'order-1'), refused('locked'));
});

test("another account's documents: counted and sized without their key or whose they are, and removed without a password", async () => {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'ana password');
  await tab.put('pass', 'order-1', { barcode: 'ana' });
  await tab.put('document', 'order-1/REQ-1/1', new Uint8Array(2_000));
  tab.lock();
  await tab.setUp(BEN, 'ben password');
  await tab.put('pass', 'order-2', { barcode: 'ben' });

  const { records } = await rawStores(device.dbName);
  const storedBytes = (accountId: string) => records.filter((record) => record.accountId === accountId).reduce((bytes, record) => bytes + record.iv.byteLength + record.ciphertext.byteLength, 0);
  assert.ok(storedBytes(ANA) > 2_000);
  const reload = device.open();
  assert.deepEqual(await reload.otherAccountsKept(BEN), { accounts: 1, bytes: storedBytes(ANA) }, 'no key held, and only a count and a size');
  assert.deepEqual(await reload.otherAccountsKept(ANA), { accounts: 1, bytes: storedBytes(BEN) });

  await tab.removeOtherAccounts(BEN);
  assert.deepEqual(await tab.otherAccountsKept(BEN), { accounts: 0, bytes: 0 });
  assert.equal(await tab.isSetUp(ANA), false, "Ana's setup went too");
  assert.equal(await tab.wasEvicted(ANA), false, 'removed by choice, not evicted');
  assert.deepEqual(await tab.get('pass', 'order-2'), { barcode: 'ben' }, "Ben's own documents stay, and his key");
  const left = await rawStores(device.dbName);
  assert.deepEqual(
    left.records.map((record) => record.accountId),
    [BEN],
  );
  assert.equal(left.setups.length, 1);
});

test("an account whose vault is set up here but keeps no record is not counted; removing others forgets a key held for one of them", async () => {
  const device = testDevice();
  const tab = device.open();
  await tab.setUp(ANA, 'ana password');
  assert.deepEqual(await tab.otherAccountsKept(BEN), { accounts: 0, bytes: 0 });

  await tab.put('pass', 'order-1', 'x');
  await tab.removeOtherAccounts(BEN);
  assert.equal(tab.isUnlocked(ANA), false);
  await assert.rejects(tab.get('pass', 'order-1'), refused('locked'));
  assert.equal((await rawStores(device.dbName)).setups.length, 0);
});
