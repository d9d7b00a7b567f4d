import assert from 'node:assert/strict';
import { test } from 'vitest';
import { DEFAULT_MAP_TILES } from '../config';
import { buildTestApp } from '../testing/test-app';

test('GET /api/app/config hands the web app its idle timers and map tiles, from configuration', async () => {
  const defaults = await buildTestApp({ seed: false });
  const answer = await defaults.inject('/api/app/config');
  assert.deepEqual(answer.json(), { idleWarningSeconds: 300, idleCountdownSeconds: 300, keepAliveSeconds: 15, mapTiles: DEFAULT_MAP_TILES });
  // Issue 16: the default tiles' host is allowed, or the browser would refuse them.
  assert.match(String(answer.headers['content-security-policy']), /img-src 'self' data: https:\/\/basemap\.nationalmap\.gov;/);
  await defaults.close();

  const shortened = await buildTestApp({ seed: false, environment: { IDLE_WARNING_SECONDS: '3', IDLE_COUNTDOWN_SECONDS: '4', KEEP_ALIVE_SECONDS: '1' } });
  assert.deepEqual((await shortened.inject('/api/app/config')).json(), { idleWarningSeconds: 3, idleCountdownSeconds: 4, keepAliveSeconds: 1, mapTiles: DEFAULT_MAP_TILES });
  await shortened.close();
});

test('GET /api/app/config hands the test center map its configured tile layers, and the CSP allows their hosts', async () => {
  const app = await buildTestApp({
    seed: false,
    environment: {
      MAP_TILES_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© Example contributors',
      MAP_SATELLITE_TILES_URL: 'https://imagery.example.com/tiles/{z}/{y}/{x}',
    },
  });
  const response = await app.inject('/api/app/config');
  assert.deepEqual(response.json().mapTiles, {
    street: { url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '© Example contributors' },
    satellite: { url: 'https://imagery.example.com/tiles/{z}/{y}/{x}', attribution: '' },
  });
  assert.match(String(response.headers['content-security-policy']), /img-src 'self' data: https:\/\/\*\.tile\.example\.org https:\/\/imagery\.example\.com;/);
  await app.close();
});
