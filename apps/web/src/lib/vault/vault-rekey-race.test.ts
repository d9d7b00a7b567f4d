import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { afterEach, test, vi } from 'vitest';
import { forgetTestDevices, testDevice } from './vault.test-support';

const ANA = 'account-7f3a';

afterEach(async () => {
  vi.restoreAllMocks();
  await forgetTestDevices();
});

test('a record another tab writes while the password changes is re-encrypted too, not lost', async () => {
  const device = testDevice();
  const changing = device.open();
  await changing.setUp(ANA, 'old password');
  await changing.put('pass', 'order-1', 'first');
  const other = device.open();
  await other.unlock(ANA, 'old password');

  // The change derives the old key, then the new one; the other tab writes in between.
  const derive = crypto.subtle.deriveKey.bind(crypto.subtle);
  let derivations = 0;
  vi.spyOn(crypto.subtle, 'deriveKey').mockImplementation(async (...args) => {
    if (++derivations === 2) await other.put('pass', 'order-2', 'written meanwhile');
    return derive(...args);
  });

  assert.deepEqual(await changing.rekey(ANA, 'old password', 'new password'), { status: 'rekeyed' });
  assert.ok(derivations >= 4, 'the change started over');
  const reloaded = device.open();
  assert.equal((await reloaded.unlock(ANA, 'new password')).status, 'unlocked');
  assert.equal(await reloaded.get('pass', 'order-1'), 'first');
  assert.equal(await reloaded.get('pass', 'order-2'), 'written meanwhile');
});
