import assert from 'node:assert/strict';
import { test } from 'vitest';
import { formatByteSize } from './byte-size';

test('a size in kB under a megabyte, in MB with one decimal above, in the site language', () => {
  assert.equal(formatByteSize(0, 'en'), '0 kB');
  assert.equal(formatByteSize(120, 'en'), '1 kB');
  assert.equal(formatByteSize(840_400, 'en'), '840 kB');
  assert.equal(formatByteSize(3_240_000, 'en'), '3.2 MB');
  // es-US writes numbers as US English does (packages/domain i18n/formats.ts).
  assert.equal(formatByteSize(3_240_000, 'es'), '3.2 MB');
});
