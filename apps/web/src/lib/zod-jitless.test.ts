import assert from 'node:assert/strict';
import { test } from 'vitest';

test('zod adopts the jitless setting made before it loads', async () => {
  await import('./zod-jitless');
  const { config } = await import('zod/mini');
  assert.equal(config().jitless, true);
});
