import assert from 'node:assert/strict';
import { test } from 'vitest';
import { slugFromName } from './slug';

test('a slug keeps letters and digits between single dashes, accents folded, within its length', () => {
  assert.equal(slugFromName('  Ácido fólico & B12 -- Panel ', { maxLength: 100, fallback: 'page' }), 'acido-folico-b12-panel');
  assert.equal(slugFromName('Heart Health Tests', { maxLength: 11, fallback: 'category' }), 'heart-healt');
  assert.equal(slugFromName('Heart Health', { maxLength: 6, fallback: 'category' }), 'heart', 'no dash left at the end');
  assert.equal(slugFromName('¿?', { maxLength: 80, fallback: 'category' }), 'category');
});
