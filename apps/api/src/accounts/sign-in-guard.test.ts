import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'vitest';
import { loadConfig } from '../config';
import { memoryAttemptLog, TooManyAttemptsError, type AttemptLog } from '../plugins/rate-limit';
import { isRight, signInGuard, type SignInGuardEvents } from './sign-in-guard';

// The guard's own promises; what users see (both stores) is in rate-limits.test.ts.

const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PER_IP: '50', RATE_LIMIT_PER_ACCOUNT: '5', RATE_LIMIT_ACCOUNT_FAILURES_PER_HOUR: '8' });

function recordingEvents() {
  const seen = { storeErrors: 0, locked: [] as string[] };
  const events: SignInGuardEvents = {
    storeFailed: () => void seen.storeErrors++,
    accountLocked: async (account) => void seen.locked.push(account),
  };
  return { seen, events };
}

const wrong = async () => {
  await sleep(5);
  return false;
};

test('concurrent wrong guesses cannot pass a limit: only 5 of 20 are checked', async () => {
  const guard = signInGuard(memoryAttemptLog(), config, recordingEvents().events);
  let checked = 0;
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, () =>
      guard.guess('account-a', 'client-a', async () => {
        checked++;
        return wrong();
      }, isRight),
    ),
  );
  assert.equal(checked, 5);
  assert.equal(results.filter((result) => result.status === 'rejected' && result.reason instanceof TooManyAttemptsError).length, 15);
});

test('a guess that fails with an error is not counted', async () => {
  const guard = signInGuard(memoryAttemptLog(), config, recordingEvents().events);
  for (let attempt = 0; attempt < 10; attempt++) {
    await assert.rejects(guard.guess('account-b', 'client-b', (): Promise<boolean> => Promise.reject(new Error('database down')), isRight), /database down/);
  }
  assert.equal(await guard.guess('account-b', 'client-b', wrong, isRight), false);
});

test('the hourly cap tells the owner once, and forgive lifts it', async () => {
  const { seen, events } = recordingEvents();
  const guard = signInGuard(memoryAttemptLog(), config, events);
  for (let client = 0; client < 8; client++) assert.equal(await guard.guess('account-c', `client-${client}`, wrong, isRight), false);
  for (let attempt = 0; attempt < 3; attempt++) {
    await assert.rejects(guard.guess('account-c', `other-${attempt}`, async () => true, isRight), TooManyAttemptsError);
  }
  assert.deepEqual(seen.locked, ['account-c']);
  await guard.forgive('account-c');
  assert.equal(await guard.guess('account-c', 'other-0', async () => true, isRight), true);
});

test('a store outage skips the limits and is reported, never stopping sign-in', async () => {
  const { seen, events } = recordingEvents();
  const broken: AttemptLog = {
    take: () => Promise.reject(new Error('connection refused')),
    release: () => Promise.reject(new Error('connection refused')),
    clear: () => Promise.reject(new Error('connection refused')),
  };
  const guard = signInGuard(broken, config, events);
  for (let attempt = 0; attempt < 10; attempt++) assert.equal(await guard.guess('account-d', 'client-d', wrong, isRight), false);
  assert.equal(await guard.guess('account-d', 'client-d', async () => true, isRight), true);
  await guard.forgive('account-d');
  assert.equal(seen.storeErrors, 3 * 11 + 1);
});
