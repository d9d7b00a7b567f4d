// @vitest-environment happy-dom
import './kept-i18n.test-support';
import assert from 'node:assert/strict';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, test, vi } from 'vitest';
import { ANA, forgetKeptTestDevices, keptTestDevice, lockedDeviceOffline, type KeptTestDevice } from './kept-documents.test-support';
import { keptDocumentsEn } from './locales/en';
import { UnlockKeptDocuments } from './unlock-kept-documents';

// Issue 18: the unlock form, offline: a wrong password says so, repeated
// wrong ones say how long to wait and keep the button off meanwhile, the
// right one opens the documents.

let device: KeptTestDevice;

beforeEach(async () => {
  device = await lockedDeviceOffline();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetKeptTestDevices();
});

const text = keptDocumentsEn.unlock;

const field = () => screen.getByLabelText(text.password) as HTMLInputElement;

/** Types and sends a password (submitting the form: the button is off while a wait runs). */
function sendPassword(password: string) {
  fireEvent.change(field(), { target: { value: password } });
  fireEvent.submit(screen.getByRole('form', { name: text.form }));
}

/** A wrong password, answered: the form clears the field once the vault has refused it. */
async function wrongPassword(password: string) {
  sendPassword(password);
  await waitFor(() => assert.equal(field().value, ''));
}

test('a wrong password says so and unlocks nothing; the right one calls back', async () => {
  const onUnlocked = vi.fn();
  render(<UnlockKeptDocuments onUnlocked={onUnlocked} />);
  await wrongPassword('wrong horse');
  assert.equal(screen.getByRole('alert').textContent, text.wrongPassword);
  assert.equal(onUnlocked.mock.calls.length, 0);
  assert.equal(device.vault.isUnlocked(ANA), false);

  fireEvent.change(field(), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: text.submit }));
  await waitFor(() => assert.equal(onUnlocked.mock.calls.length, 1));
  assert.equal(device.vault.isUnlocked(ANA), true);
});

test('from the third wrong password the form says how long to wait, counts down with the button off, then refuses a try too soon', async () => {
  render(<UnlockKeptDocuments />);
  await wrongPassword('wrong 1');
  await wrongPassword('wrong 2');
  assert.equal(screen.getByRole('alert').textContent, text.wrongPassword, 'two wrong tries are free');
  await wrongPassword('wrong 3');
  await waitFor(() => assert.equal(screen.getByRole('alert').textContent, `${text.wrongPassword} You can try again in 8 seconds.`));
  assert.equal((screen.getByRole('button', { name: text.submit }) as HTMLButtonElement).disabled, true);
  assert.ok(screen.getByText('You can try again in 8 seconds.', { selector: 'p' }), 'the count the eye reads');

  // The vault's clock (IndexedDB keeps the wait): 3 s later the right password is not even tried.
  device.clock.now += 3000;
  sendPassword('correct horse');
  await waitFor(() => assert.equal(screen.getByRole('alert').textContent, `${text.tooManyTries} You can try again in 5 seconds.`));
  assert.equal(device.vault.isUnlocked(ANA), false);
});

test('nothing kept for anyone on this device: the form says so', async () => {
  await forgetKeptTestDevices();
  keptTestDevice();
  render(<UnlockKeptDocuments />);
  sendPassword('anything');
  assert.equal((await screen.findByRole('alert')).textContent, text.nothingKept);
});
