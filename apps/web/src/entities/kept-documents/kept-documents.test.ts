import assert from 'node:assert/strict';
import { openDB } from 'idb';
import { afterEach, beforeEach, test, vi } from 'vitest';
import { keepOrder } from './keep-order';
import { openKeptDocumentsAtSignIn } from './kept-access';
import {
  forgetKeptTestDevices,
  ANA,
  BIRTH_DATE,
  keptTestDevice,
  ORDER_ID,
  OTHER_ORDER_ID,
  PATIENT,
  passOf,
  pdfOf,
  requestsTo,
  resultsOf,
  serveKeeping,
  signInAs,
  TRENDS,
  type KeptTestDevice,
} from './kept-documents.test-support';
import { forgetKeptOrder, forgetKeptPart, keptOrder, keptPassOrderIds, readKeptDocument, readKeptPass, readKeptResults, readKeptTrends } from './kept-records';

// Issue 18: keeping an order's pass and results on the device, reading them
// back validated, removing them; locked, offline and refused keeps write
// nothing; a record that fails its schema or AES-GCM counts as not kept.

let device: KeptTestDevice;

beforeEach(async () => {
  device = keptTestDevice();
  signInAs(ANA);
  await openKeptDocumentsAtSignIn(ANA, 'correct horse');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetKeptTestDevices();
});

interface RawRecord {
  accountId: string;
  kind: string;
  id: string;
  iv: Uint8Array;
  ciphertext: Uint8Array;
}

async function rawRecords(): Promise<RawRecord[]> {
  const db = await openDB(device.dbName);
  const records = (await db.getAll('records')) as RawRecord[];
  db.close();
  return records;
}

const rawIds = async () => (await rawRecords()).map((record) => `${record.kind} ${record.id}`).sort();

test('the pass and its requisition PDF are kept, read back validated, and nothing personal is in clear', async () => {
  serveKeeping();
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'kept');
  assert.deepEqual(await keptOrder(ORDER_ID), { pass: true, results: false });
  assert.deepEqual(await readKeptPass(ORDER_ID), passOf(ORDER_ID));
  assert.deepEqual(await readKeptDocument(ORDER_ID, 'REQ-448812', 1), pdfOf(`requisition of ${PATIENT}`));
  assert.equal(await readKeptDocument(ORDER_ID, 'REQ-448812', 3), undefined);
  assert.deepEqual(await keptPassOrderIds(), [ORDER_ID]);

  const raw = await rawRecords();
  assert.deepEqual(await rawIds(), [`document ${ORDER_ID}/REQ-448812/1`, `documents ${ORDER_ID}`, `pass ${ORDER_ID}`]);
  const clear = raw.flatMap((record) => [Buffer.from(record.ciphertext).toString('latin1'), record.kind, record.id]).join('\n');
  for (const secret of [PATIENT, 'Gonzalez', BIRTH_DATE, '%PDF', 'Lipid Panel']) assert.ok(!clear.includes(secret), `${secret} in clear`);
});

test('the results keep their data, when they were kept, the trends and the results PDF', async () => {
  serveKeeping();
  const keptAt = new Date('2026-11-28T16:30:00.000Z');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(keptAt);
  try {
    assert.equal(await keepOrder(ORDER_ID, 'results'), 'kept');
  } finally {
    vi.useRealTimers();
  }
  assert.deepEqual(await keptOrder(ORDER_ID), { pass: false, results: true });
  assert.deepEqual(await readKeptResults(ORDER_ID), { value: resultsOf(ORDER_ID), keptAt });
  assert.deepEqual(await readKeptTrends(), TRENDS);
  assert.deepEqual(await readKeptDocument(ORDER_ID, 'REQ-448812', 3), pdfOf(`results of ${PATIENT}`));
});

test('a pass or results kept before the date was recorded (the bare answer) still open, with no date', async () => {
  await device.vault.put('pass', ORDER_ID, passOf(ORDER_ID));
  await device.vault.put('results', ORDER_ID, resultsOf(ORDER_ID));
  assert.deepEqual(await readKeptPass(ORDER_ID), passOf(ORDER_ID));
  assert.deepEqual(await readKeptResults(ORDER_ID), { value: resultsOf(ORDER_ID), keptAt: undefined });
  assert.deepEqual(await keptOrder(ORDER_ID), { pass: true, results: true });
  assert.deepEqual(await keptPassOrderIds(), [ORDER_ID]);
});

test('forgetting an order removes its records and documents; the trends go with the last results', async () => {
  serveKeeping([ORDER_ID, OTHER_ORDER_ID]);
  for (const orderId of [ORDER_ID, OTHER_ORDER_ID]) {
    assert.equal(await keepOrder(orderId, 'pass'), 'kept');
    assert.equal(await keepOrder(orderId, 'results'), 'kept');
  }
  await forgetKeptOrder(ORDER_ID);
  assert.deepEqual(await keptOrder(ORDER_ID), { pass: false, results: false });
  assert.equal(await readKeptDocument(ORDER_ID, 'REQ-448812', 1), undefined);
  assert.ok((await rawIds()).every((id) => !id.includes(ORDER_ID)), 'nothing of the order is left');
  assert.deepEqual(await readKeptTrends(), TRENDS, "another order's results still use the trends");

  await forgetKeptPart(OTHER_ORDER_ID, 'results');
  assert.deepEqual(await keptOrder(OTHER_ORDER_ID), { pass: true, results: false });
  assert.equal(await readKeptTrends(), undefined);
  assert.deepEqual(await rawIds(), [`document ${OTHER_ORDER_ID}/REQ-448812/1`, `documents ${OTHER_ORDER_ID}`, `pass ${OTHER_ORDER_ID}`]);
});

test('locked (a reload): keeping answers locked without asking the server, and nothing reads as kept', async () => {
  const server = serveKeeping();
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'kept');
  device.reload();
  const before = server.requests.length;
  assert.equal(await keepOrder(ORDER_ID, 'results'), 'locked');
  assert.equal(server.requests.length, before);
  assert.equal(await readKeptPass(ORDER_ID), undefined);
  assert.deepEqual(await keptOrder(ORDER_ID), { pass: false, results: false });
  assert.deepEqual(await keptPassOrderIds(), []);
  assert.equal((await rawRecords()).length, 3, 'the records stay, encrypted');
});

test('offline, or a document the server cannot give: nothing is written', async () => {
  const server = serveKeeping();
  server.offline = true;
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'offline');
  server.offline = false;
  server.answers.set(`/api/order/results/download/${ORDER_ID}/REQ-448812/1`, 'unreachable');
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'offline');
  server.answers.set(`/api/order/results/download/${ORDER_ID}/REQ-448812/3`, { status: 500, json: { message: 'Boom' } });
  assert.equal(await keepOrder(ORDER_ID, 'results'), 'failed');
  server.answers.set(`/api/order/pass/${ORDER_ID}`, { status: 200, json: { ...passOf(ORDER_ID), patient: null } });
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'failed', 'an answer that fails the schema');
  assert.deepEqual(await rawRecords(), []);
});

test('keeping again replaces the copy and drops a requisition the order no longer has', async () => {
  const server = serveKeeping();
  server.answers.set(`/api/order/pass/${ORDER_ID}`, { status: 200, json: passOf(ORDER_ID, ['REQ-448812', 'REQ-448813']) });
  server.answers.set(`/api/order/results/download/${ORDER_ID}/REQ-448813/1`, { status: 200, bytes: pdfOf('second') });
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'kept');
  assert.deepEqual(await readKeptDocument(ORDER_ID, 'REQ-448813', 1), pdfOf('second'));
  server.answers.set(`/api/order/pass/${ORDER_ID}`, { status: 200, json: passOf(ORDER_ID, ['REQ-448812']) });
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'kept');
  assert.equal(await readKeptDocument(ORDER_ID, 'REQ-448813', 1), undefined);
  assert.equal(requestsTo(server, `/api/order/pass/${ORDER_ID}`), 2);
});

test('a kept record that fails its schema is removed with its documents and reads as not kept', async () => {
  serveKeeping();
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'kept');
  await device.vault.put('pass', ORDER_ID, { orderId: ORDER_ID, patient: 'not a pass' });
  assert.equal(await readKeptPass(ORDER_ID), undefined);
  assert.deepEqual(await rawIds(), [], 'the pass, its requisition and its list are gone');
  assert.deepEqual(await keptOrder(ORDER_ID), { pass: false, results: false });

  await device.vault.put('document', `${ORDER_ID}/REQ-1/1`, { not: 'bytes' });
  assert.equal(await readKeptDocument(ORDER_ID, 'REQ-1', 1), undefined);
  await device.vault.put('trends', 'all', { items: 'none' });
  assert.equal(await readKeptTrends(), undefined);
  assert.deepEqual(await rawIds(), []);
});

test('a record AES-GCM refuses (altered on the device) is removed and reads as not kept', async () => {
  serveKeeping();
  assert.equal(await keepOrder(ORDER_ID, 'results'), 'kept');
  const db = await openDB(device.dbName);
  const record = (await db.get('records', [ANA, 'results', ORDER_ID])) as RawRecord;
  record.ciphertext[3] = (record.ciphertext[3] ?? 0) ^ 0xff;
  await db.put('records', record);
  db.close();
  assert.equal(await readKeptResults(ORDER_ID), undefined);
  assert.ok(!(await rawIds()).includes(`results ${ORDER_ID}`));
  assert.equal(await readKeptDocument(ORDER_ID, 'REQ-448812', 3), undefined, 'its PDF went with it');
});
