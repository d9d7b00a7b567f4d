import assert from 'node:assert/strict';
import { openDB } from 'idb';
import { afterEach, beforeAll, beforeEach, test, vi } from 'vitest';
import { notify } from '../../lib/notifications';
import { setAutoKeep } from './auto-keep';
import { keepOrder } from './keep-order';
import { openKeptDocuments, openKeptDocumentsAtSignIn, rekeyKeptDocuments, removeKeptDocuments } from './kept-access';
import {
  ANA,
  BEN,
  forgetKeptTestDevices,
  keptTestDevice,
  ORDER_ID,
  OTHER_ORDER_ID,
  PATIENT,
  passOf,
  pdfOf,
  requestsTo,
  serveKeeping,
  signInAs,
  signOutNow,
  startTestI18n,
  type KeptTestDevice,
} from './kept-documents.test-support';
import { keptDocumentsEn } from './locales/en';
import { keptPassOrderIds, readKeptDocument, readKeptPass } from './kept-records';
import { keptStateNow, refreshKeptState } from './kept-state';

// Issue 18, docs/decisions.md "Kept on the device": the key at sign-in, after
// a reload or sign-out (offline), when the server's password and the vault's
// differ, at a password change, for another account, and "Remove offline
// documents".

vi.mock('../../lib/notifications', async (original) => ({ ...(await original<typeof import('../../lib/notifications')>()), notify: vi.fn() }));

let device: KeptTestDevice;

beforeAll(startTestI18n);

beforeEach(() => {
  device = keptTestDevice();
  vi.mocked(notify).mockClear();
});

afterEach(async () => {
  await signOutNow();
  vi.unstubAllGlobals();
  await forgetKeptTestDevices();
});

async function state() {
  await refreshKeptState();
  return keptStateNow();
}

/** What the customer was told. */
const notices = () => vi.mocked(notify).mock.calls.map(([options]) => options.message);

async function signInAndKeep(accountId: string, password: string, orderIds = [ORDER_ID]) {
  signInAs(accountId);
  await openKeptDocumentsAtSignIn(accountId, password);
  for (const orderId of orderIds) assert.equal(await keepOrder(orderId, 'pass'), 'kept');
}

test('sign-in sets up the vault with the password the server accepted; a reload locks it; the password opens it offline', async () => {
  const server = serveKeeping();
  await signInAndKeep(ANA, 'correct horse');
  assert.deepEqual(await state(), { accountId: ANA, setUp: true, unlocked: true, evicted: false, autoKeep: false });
  assert.equal(device.storage.getItem('labstore-vault-last-account'), ANA);

  device.reload();
  assert.equal((await state()).unlocked, false);
  server.offline = true;
  assert.equal((await openKeptDocuments('wrong horse')).status, 'wrong-password');
  assert.equal((await state()).unlocked, false);
  assert.deepEqual(await openKeptDocuments('correct horse'), { status: 'unlocked' });
  assert.equal((await state()).unlocked, true);
  assert.deepEqual(await readKeptPass(ORDER_ID), passOf(ORDER_ID));
  assert.equal(requestsTo(server, '/api/account/password/verify'), 0, 'checked on the device, not by the server');
});

test('sign-out locks; signed out and offline, the password opens the last account that kept documents here', async () => {
  const server = serveKeeping();
  await signInAndKeep(ANA, 'correct horse');
  await signOutNow();
  assert.deepEqual(await state(), { accountId: ANA, setUp: true, unlocked: false, evicted: false, autoKeep: false });
  assert.equal(await readKeptPass(ORDER_ID), undefined);
  server.offline = true;
  assert.deepEqual(await openKeptDocuments('correct horse'), { status: 'unlocked' });
  assert.deepEqual(await keptPassOrderIds(), [ORDER_ID]);
});

test('repeated wrong passwords make the next try wait, and a try too soon is not even checked', async () => {
  serveKeeping();
  await signInAndKeep(ANA, 'correct horse');
  device.reload();
  assert.deepEqual(await openKeptDocuments('wrong 1'), { status: 'wrong-password', retryInMs: 0 });
  assert.deepEqual(await openKeptDocuments('wrong 2'), { status: 'wrong-password', retryInMs: 0 });
  assert.deepEqual(await openKeptDocuments('wrong 3'), { status: 'wrong-password', retryInMs: 8000 });
  device.clock.now += 3000;
  assert.deepEqual(await openKeptDocuments('correct horse'), { status: 'too-soon', retryInMs: 5000 });
  device.clock.now += 5000;
  assert.deepEqual(await openKeptDocuments('correct horse'), { status: 'unlocked' });
});

test('no vault yet (signed in before this feature): the server checks the password before one is made', async () => {
  const server = serveKeeping([ORDER_ID], { password: 'correct horse' });
  signInAs(ANA);
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'locked');
  assert.deepEqual(await openKeptDocuments('mistyped'), { status: 'wrong-password', retryInMs: 0 });
  assert.equal((await state()).setUp, false, 'no vault from a password the server refused');
  server.offline = true;
  assert.deepEqual(await openKeptDocuments('correct horse'), { status: 'offline' });
  assert.equal((await state()).setUp, false);
  server.offline = false;
  assert.deepEqual(await openKeptDocuments('correct horse'), { status: 'unlocked' });
  assert.equal(requestsTo(server, '/api/account/password/verify'), 3);
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'kept');
});

test('signed out with nothing kept here, the form says so', async () => {
  assert.deepEqual(await openKeptDocuments('anything'), { status: 'nothing-kept', evicted: false });
});

test('the server accepts a password the vault refuses: what was kept is removed, a new vault made, the customer told', async () => {
  const server = serveKeeping([ORDER_ID, OTHER_ORDER_ID]);
  await signInAndKeep(ANA, 'old password', [ORDER_ID, OTHER_ORDER_ID]);
  device.reload();
  signInAs(ANA);
  await openKeptDocumentsAtSignIn(ANA, 'reset elsewhere');
  assert.deepEqual(await state(), { accountId: ANA, setUp: true, unlocked: true, evicted: false, autoKeep: false });
  assert.deepEqual(await keptPassOrderIds(), []);
  assert.deepEqual(notices(), [keptDocumentsEn.notices.keepAgain]);
  assert.equal(requestsTo(server, '/api/order/passes'), 0, 'automatic keeping is off');
  device.reload();
  assert.equal((await openKeptDocuments('old password')).status, 'wrong-password');
  assert.equal((await openKeptDocuments('reset elsewhere')).status, 'unlocked');
});

test('with automatic keeping on, the mismatch keeps the waiting passes again at once', async () => {
  const server = serveKeeping([ORDER_ID, OTHER_ORDER_ID]);
  await signInAndKeep(ANA, 'old password', [ORDER_ID]);
  await setAutoKeep(true);
  device.reload();
  signInAs(ANA);
  await openKeptDocumentsAtSignIn(ANA, 'reset elsewhere');
  await vi.waitFor(async () => assert.deepEqual((await keptPassOrderIds()).sort(), [ORDER_ID, OTHER_ORDER_ID].sort()));
  assert.deepEqual(notices(), [keptDocumentsEn.notices.keptAgain]);
  assert.ok(requestsTo(server, '/api/order/passes') >= 1);
});

test('a password change re-encrypts what is kept: the new password opens it, the old one no longer does', async () => {
  serveKeeping();
  await signInAndKeep(ANA, 'first password');
  device.reload();
  await rekeyKeptDocuments(ANA, 'first password', 'second password');
  assert.equal((await state()).unlocked, true, 'the new key is held');
  assert.deepEqual(await readKeptPass(ORDER_ID), passOf(ORDER_ID));
  device.reload();
  assert.equal((await openKeptDocuments('first password')).status, 'wrong-password');
  assert.equal((await openKeptDocuments('second password')).status, 'unlocked');
  assert.deepEqual(await readKeptPass(ORDER_ID), passOf(ORDER_ID));
  assert.deepEqual(notices(), []);
});

test('a password change that cannot re-encrypt keeps the old records and password, and tells the customer', async () => {
  serveKeeping();
  await signInAndKeep(ANA, 'first password');
  const db = await openDB(device.dbName);
  const record = (await db.get('records', [ANA, 'pass', ORDER_ID])) as { ciphertext: Uint8Array };
  record.ciphertext[0] = (record.ciphertext[0] ?? 0) ^ 0xff;
  await db.put('records', record);
  db.close();
  device.reload();
  await rekeyKeptDocuments(ANA, 'first password', 'second password');
  assert.deepEqual(notices(), [keptDocumentsEn.notices.rekeyFailed]);
  assert.equal((await openKeptDocuments('first password')).status, 'unlocked', 'the old password still opens them');
  assert.deepEqual(await readKeptDocument(ORDER_ID, 'REQ-448812', 1), pdfOf(`requisition of ${PATIENT}`), 'the other records are as they were');
});

test('a password change where nothing was ever set up does nothing', async () => {
  serveKeeping();
  signInAs(ANA);
  await rekeyKeptDocuments(ANA, 'first password', 'second password');
  assert.equal((await state()).setUp, false);
  assert.deepEqual(notices(), []);
});

test("another account signing in on this device locks the first's and cannot open them", async () => {
  serveKeeping();
  await signInAndKeep(ANA, 'ana password');
  signInAs(BEN);
  assert.deepEqual(await state(), { accountId: BEN, setUp: false, unlocked: false, evicted: false, autoKeep: false });
  assert.equal(await readKeptPass(ORDER_ID), undefined);
  await openKeptDocumentsAtSignIn(BEN, 'ben password');
  assert.equal((await state()).unlocked, true);
  assert.equal(await readKeptPass(ORDER_ID), undefined, "Ana's pass is not Ben's to read");
  assert.deepEqual(await keptPassOrderIds(), []);
  signInAs(ANA);
  assert.equal((await state()).unlocked, false);
  assert.equal((await openKeptDocuments('ben password')).status, 'wrong-password');
});

test('"Remove offline documents" deletes the records and the vault; the device no longer names the account', async () => {
  serveKeeping();
  await signInAndKeep(ANA, 'ana password');
  await removeKeptDocuments();
  assert.equal(device.storage.getItem('labstore-vault-last-account'), null);
  const db = await openDB(device.dbName);
  assert.deepEqual([await db.count('records'), await db.count('setups')], [0, 0]);
  db.close();
  assert.deepEqual(await state(), { accountId: ANA, setUp: false, unlocked: false, evicted: false, autoKeep: false });
});

test('evicted by the browser: the state says so, and the next sign-in sets up again and tells the customer', async () => {
  serveKeeping();
  await signInAndKeep(ANA, 'ana password');
  const db = await openDB(device.dbName);
  await db.clear('records');
  await db.clear('setups');
  db.close();
  device.reload();
  assert.equal((await state()).evicted, true);
  await openKeptDocumentsAtSignIn(ANA, 'ana password');
  assert.deepEqual(notices(), [keptDocumentsEn.notices.evicted]);
  assert.deepEqual(await state(), { accountId: ANA, setUp: true, unlocked: true, evicted: false, autoKeep: false });
});
