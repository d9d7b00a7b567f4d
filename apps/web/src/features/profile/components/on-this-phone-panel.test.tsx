// @vitest-environment happy-dom
import '../../../entities/kept-documents/kept-i18n.test-support';
import assert from 'node:assert/strict';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, test, vi } from 'vitest';
import { openKeptDocumentsAtSignIn } from '../../../entities/kept-documents';
import { ANA, BEN, forgetKeptTestDevices, keptTestDevice, ORDER_ID, serveKeeping, signInAs, type KeptTestDevice } from '../../../entities/kept-documents/kept-documents.test-support';
import { keepOrder } from '../../../entities/kept-documents/keep-order';
import { keptDocumentsEn } from '../../../entities/kept-documents/locales/en';
import { formatByteSize } from '../byte-size';
import { profileEn } from '../locales/en';
import { OnThisPhonePanel } from './on-this-phone-panel';

// Issue 18: the account's "On this phone" panel: the automatic-keeping
// setting, how much is kept, the persistence request's answer in plain
// words, the eviction notice, the unlock form when locked, "Remove
// offline documents" only after a confirmation, and another account's
// documents on this device, said without whose and removed after one.

const text = profileEn.onThisPhone;
let device: KeptTestDevice;

beforeAll(() => {
  i18next.addResourceBundle('en', 'profile', profileEn);
});

beforeEach(async () => {
  device = keptTestDevice();
  serveKeeping();
  signInAs(ANA);
  await openKeptDocumentsAtSignIn(ANA, 'correct horse');
  assert.equal(await keepOrder(ORDER_ID, 'pass'), 'kept');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetKeptTestDevices();
});

test('"Remove offline documents" asks first; No keeps them, Yes removes them', async () => {
  render(<OnThisPhonePanel />);
  const panel = screen.getByRole('region', { name: text.title });
  fireEvent.click(await within(panel).findByRole('button', { name: text.remove }));
  const dialog = await screen.findByRole('dialog', { name: text.remove });
  assert.ok(within(dialog).getByText(text.removeQuestion));
  fireEvent.click(within(dialog).getByRole('button', { name: text.removeNo }));
  await waitFor(() => assert.equal(screen.queryByRole('dialog'), null));
  assert.equal(await device.vault.isSetUp(ANA), true, 'No removes nothing');

  fireEvent.click(within(panel).getByRole('button', { name: text.remove }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text.removeYes }));
  await waitFor(async () => assert.equal(await device.vault.isSetUp(ANA), false));
  await within(panel).findByText(text.nothingKept);
  assert.equal(within(panel).queryByRole('button', { name: text.remove }), null, 'nothing left to remove');
});

test('how much is kept, and the browser’s answer to keeping it, in plain words', async () => {
  render(<OnThisPhonePanel />);
  assert.ok(await screen.findByText('Stored on this phone: 2.4 MB'));
  fireEvent.click(screen.getByRole('button', { name: text.persist }));
  await waitFor(() => assert.equal(screen.getByRole('status').textContent, text.persisted));
  device.persistAnswer.value = false;
  fireEvent.click(screen.getByRole('button', { name: text.persist }));
  await waitFor(() => assert.equal(screen.getByRole('status').textContent, text.refused));
});

test('the automatic-keeping setting is this account’s, on this device', async () => {
  render(<OnThisPhonePanel />);
  const setting = screen.getByRole('checkbox', { name: text.autoKeep }) as HTMLInputElement;
  assert.equal(setting.checked, false);
  assert.equal(setting.getAttribute('aria-describedby') !== null, true);
  fireEvent.click(setting);
  await waitFor(() => assert.equal(setting.checked, true));
  assert.equal(device.storage.getItem(`labstore-vault-auto-keep:${ANA}`), '1');
});

test('locked: the unlock form; evicted: a plain notice', async () => {
  device.reload();
  const { unmount } = render(<OnThisPhonePanel />);
  assert.ok(await screen.findByRole('form', { name: keptDocumentsEn.unlock.form }));
  unmount();

  await device.vault.removeOfflineDocuments(ANA);
  device.storage.setItem(`labstore-vault-kept:${ANA}`, '1');
  render(<OnThisPhonePanel />);
  assert.ok(await screen.findByText(text.evicted));
  assert.equal(screen.queryByRole('form', { name: keptDocumentsEn.unlock.form }), null);
});

test("another account's documents: said to be here with their size, never whose; Remove them asks first and leaves this account's", async () => {
  // Ben kept a pass on this device earlier; Ana is signed in and unlocked again.
  device.vault.lock();
  await device.vault.setUp(BEN, 'ben password');
  await device.vault.put('pass', 'order-ben', { patient: 'Ben' });
  device.vault.lock();
  assert.equal((await device.vault.unlock(ANA, 'correct horse')).status, 'unlocked');
  const { bytes } = await device.vault.otherAccountsKept(ANA);

  render(<OnThisPhonePanel />);
  const panel = screen.getByRole('region', { name: text.title });
  const line = await within(panel).findByText(/Documents of another account are also kept on this phone/);
  assert.equal(line.textContent, `Documents of another account are also kept on this phone: ${formatByteSize(bytes, 'en')}. Only that account can open them.`);
  assert.ok(!(panel.textContent ?? '').includes(BEN), 'never whose they are');

  fireEvent.click(within(panel).getByRole('button', { name: text.removeOthers }));
  const dialog = await screen.findByRole('dialog', { name: text.removeOthersTitle });
  assert.ok(within(dialog).getByText(text.removeOthersQuestion));
  fireEvent.click(within(dialog).getByRole('button', { name: text.removeNo }));
  await waitFor(() => assert.equal(screen.queryByRole('dialog'), null));
  assert.equal(await device.vault.isSetUp(BEN), true, 'No removes nothing');

  fireEvent.click(within(panel).getByRole('button', { name: text.removeOthers }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: text.removeOthersTitle })).getByRole('button', { name: text.removeYes }));
  // A boolean: an element in a failed assertion's message would be printed with all of React's fibers.
  await waitFor(() => assert.ok(within(panel).queryByRole('button', { name: text.removeOthers }) === null));
  assert.ok(within(panel).queryByText(/another account/) === null);
  assert.equal(await device.vault.isSetUp(BEN), false);
  assert.equal(await device.vault.isSetUp(ANA), true, "Ana's documents stay");
  assert.deepEqual(await device.vault.otherAccountsKept(ANA), { accounts: 0, bytes: 0 });
});

test('no other account keeps anything here: no such line', async () => {
  render(<OnThisPhonePanel />);
  await screen.findByText('Stored on this phone: 2.4 MB');
  assert.equal(screen.queryByRole('button', { name: text.removeOthers }), null);
});
