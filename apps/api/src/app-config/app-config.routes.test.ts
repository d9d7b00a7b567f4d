import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../testing/test-app';

test('GET /api/app/config hands the web app its idle timers, from configuration', async () => {
  const defaults = await buildTestApp({ seed: false });
  assert.deepEqual((await defaults.inject('/api/app/config')).json(), { idleWarningSeconds: 300, idleCountdownSeconds: 300, keepAliveSeconds: 15 });
  await defaults.close();

  const shortened = await buildTestApp({ seed: false, environment: { IDLE_WARNING_SECONDS: '3', IDLE_COUNTDOWN_SECONDS: '4', KEEP_ALIVE_SECONDS: '1' } });
  assert.deepEqual((await shortened.inject('/api/app/config')).json(), { idleWarningSeconds: 3, idleCountdownSeconds: 4, keepAliveSeconds: 1 });
  await shortened.close();
});
