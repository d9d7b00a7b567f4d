// @vitest-environment happy-dom
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, test } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { commonEn } from '../../lib/locales/en';
import { online } from '../../lib/network-status';
import { LoadFailed } from './load-failed';

beforeAll(() => initI18n({ en: { common: commonEn }, loadSpanish: async () => ({}), savePreference: async () => undefined }));

test('what is missing, and Try again, which retries', () => {
  let retries = 0;
  render(<LoadFailed message="The panels could not be loaded." onRetry={() => retries++} />);
  assert.ok(screen.getByText('The panels could not be loaded.'));
  assert.equal(screen.queryByText(commonEn.loadFailed.needsConnection), null);
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  assert.equal(retries, 1);
});

test('issue 10: offline, it says the page needs a connection, not that the server failed', () => {
  render(<LoadFailed onRetry={() => undefined} />);
  act(() => online.set(false));
  assert.ok(screen.getByText('This page needs a connection. It will open once you are back online.'));
  assert.equal(screen.getAllByRole('button').length, 1, "the previous test's screen was unmounted");
});
