// @vitest-environment happy-dom
import './kept-i18n.test-support';
import assert from 'node:assert/strict';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, test, vi } from 'vitest';
import { KeepOnPhoneButton } from './keep-on-phone-button';
import { openKeptDocumentsAtSignIn } from './kept-access';
import { ANA, forgetKeptTestDevices, keptTestDevice, ORDER_ID, serveKeeping, signInAs, type KeptTestDevice, type TestServer } from './kept-documents.test-support';
import { keptOrder } from './kept-records';
import { keptDocumentsEn } from './locales/en';

// Issue 18 "Keep on this phone": keep, see it kept, remove it; locked, the
// password first; offline, say so. Each step is heard (a status line) and the
// focus never falls off the page.

const text = keptDocumentsEn.keep;
let device: KeptTestDevice;
let server: TestServer;

beforeEach(async () => {
  device = keptTestDevice();
  server = serveKeeping();
  signInAs(ANA);
  await openKeptDocumentsAtSignIn(ANA, 'correct horse');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetKeptTestDevices();
});

test('keep, kept, remove', async () => {
  render(<KeepOnPhoneButton orderId={ORDER_ID} what="pass" />);
  fireEvent.click(await screen.findByRole('button', { name: text.action }));
  const kept = await screen.findByText(text.kept);
  assert.equal(screen.getByRole('status').textContent, text.keptNow);
  await waitFor(() => assert.equal(document.activeElement, kept, 'the focus moves to what replaced the button'));
  assert.deepEqual(await keptOrder(ORDER_ID), { pass: true, results: false });

  fireEvent.click(screen.getByRole('button', { name: text.removeLabel }));
  await waitFor(() => {
    assert.equal(screen.getByRole('status').textContent, text.removedNow);
    assert.equal(document.activeElement, screen.getByRole('button', { name: text.action }), 'the focus goes back to Keep');
  });
  assert.deepEqual(await keptOrder(ORDER_ID), { pass: false, results: false });
});

test('already kept shows as kept', async () => {
  render(<KeepOnPhoneButton orderId={ORDER_ID} what="results" />);
  fireEvent.click(await screen.findByRole('button', { name: text.action }));
  await screen.findByText(text.kept);
  render(<KeepOnPhoneButton orderId={ORDER_ID} what="results" />);
  await waitFor(() => assert.equal(screen.getAllByText(text.kept).length, 2));
});

test('offline: the button says so and stays', async () => {
  server.offline = true;
  render(<KeepOnPhoneButton orderId={ORDER_ID} what="pass" />);
  fireEvent.click(await screen.findByRole('button', { name: text.action }));
  await waitFor(() => assert.equal(screen.getByRole('status').textContent, text.offline));
  assert.ok(screen.getByRole('button', { name: text.action }));
});

test('locked (after a reload): the password first, then the pass is kept', async () => {
  device.reload();
  render(<KeepOnPhoneButton orderId={ORDER_ID} what="pass" />);
  fireEvent.click(await screen.findByRole('button', { name: text.action }));
  assert.ok(await screen.findByText(text.askPassword));
  fireEvent.change(screen.getByLabelText(keptDocumentsEn.unlock.password), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: keptDocumentsEn.unlock.submit }));
  await screen.findByText(text.kept);
  assert.equal(screen.queryByText(text.askPassword), null);
  assert.deepEqual(await keptOrder(ORDER_ID), { pass: true, results: false });
});
