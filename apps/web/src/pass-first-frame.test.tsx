// @vitest-environment happy-dom
import './entities/kept-documents/kept-i18n.test-support';
import assert from 'node:assert/strict';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, test, vi } from 'vitest';
import { endFirstFrame, FIRST_FRAME_ID, firstFrameInput, firstFrameShowsUnlock } from './entities/kept-documents/first-frame';
import { ANA, forgetKeptTestDevices, lockedDeviceOffline, type KeptTestDevice } from './entities/kept-documents/kept-documents.test-support';
import { keptDocumentsEn } from './entities/kept-documents/locales/en';
import { keptDocumentsEs } from './entities/kept-documents/locales/es';
import { UnlockKeptDocuments } from './entities/kept-documents/unlock-kept-documents';
import { labVisitEn } from './features/lab-visit/locales/en';
import { drawFirstFrame } from './pass-first-frame';

// Issue 18: the pass page's first frame, drawn before React, and React's
// unlock form taking over what the customer did there.

let device: KeptTestDevice;

beforeEach(async () => {
  device = await lockedDeviceOffline();
  document.body.innerHTML = '<div id="root"></div>';
  localStorage.clear();
});

afterEach(async () => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await forgetKeptTestDevices();
});

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
const root = () => document.getElementById('root') as HTMLElement;
const firstFrame = () => document.getElementById(FIRST_FRAME_ID);

test('online, the choice first: Log in or the kept copy; the kept copy opens the unlock form with the focus in it', () => {
  online(true);
  drawFirstFrame();
  assert.equal(root().hidden, true, "React's root stays hidden behind the frame");
  assert.ok(screen.getByRole('heading', { level: 1, name: labVisitEn.title }));
  assert.ok(screen.getByRole('button', { name: labVisitEn.signedOut.login }));
  assert.equal(firstFrameShowsUnlock(), false);

  fireEvent.click(screen.getByRole('button', { name: labVisitEn.signedOut.openKept }));
  const password = screen.getByLabelText(keptDocumentsEn.unlock.password);
  assert.equal(document.activeElement, password);
  assert.ok(screen.getByRole('form', { name: keptDocumentsEn.unlock.form }));
  assert.equal(firstFrameShowsUnlock(), true);
});

test('offline, straight to the unlock form, in the language chosen on this device', () => {
  online(false);
  localStorage.setItem('language', 'es');
  drawFirstFrame();
  assert.equal(document.documentElement.lang, 'es');
  assert.ok(screen.getByRole('form', { name: keptDocumentsEs.unlock.form }));
  assert.ok(screen.getByRole('button', { name: keptDocumentsEs.unlock.submit }));
  assert.equal(screen.queryByRole('button', { name: labVisitEn.signedOut.login }), null);
});

test('what was typed and an early Open carry over to React’s form, which unlocks; the frame then gives way', async () => {
  online(false);
  drawFirstFrame();
  const typed = screen.getByLabelText(keptDocumentsEn.unlock.password) as HTMLInputElement;
  typed.focus();
  fireEvent.change(typed, { target: { value: 'correct horse' } });
  fireEvent.submit(screen.getByRole('form', { name: keptDocumentsEn.unlock.form }));
  assert.deepEqual(firstFrameInput(), { password: 'correct horse', focused: true, submitted: true });

  const onUnlocked = vi.fn();
  render(<UnlockKeptDocuments onUnlocked={onUnlocked} />, { container: root() });
  assert.equal(firstFrame(), null);
  assert.equal(root().hidden, false);
  await waitFor(() => assert.equal(onUnlocked.mock.calls.length, 1));
  assert.equal(device.vault.isUnlocked(ANA), true);
});

test('typed but not sent: React’s form holds the password and the focus, and waits for Open', () => {
  online(false);
  drawFirstFrame();
  const typed = screen.getByLabelText(keptDocumentsEn.unlock.password) as HTMLInputElement;
  typed.focus();
  fireEvent.change(typed, { target: { value: 'correct hor' } });

  render(<UnlockKeptDocuments />, { container: root() });
  assert.equal(firstFrame(), null, 'the form ended the frame');
  const field = screen.getByLabelText(keptDocumentsEn.unlock.password) as HTMLInputElement;
  assert.equal(field.value, 'correct hor');
  assert.equal(document.activeElement, field);
  assert.equal(device.vault.isUnlocked(ANA), false);
});

test('without a first frame (the app’s own pass screen) there is nothing to take over', () => {
  assert.equal(firstFrameInput(), null);
  assert.equal(firstFrameShowsUnlock(), false);
  endFirstFrame();
  assert.equal(root().hidden, false);
});
