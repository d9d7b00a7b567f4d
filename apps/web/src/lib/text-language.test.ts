import assert from 'node:assert/strict';
import { test } from 'vitest';
import { langAttribute } from './text-language';

test('English words on a Spanish page are marked English; words in the page language are not marked', () => {
  assert.equal(langAttribute('en', 'es'), 'en');
  assert.equal(langAttribute('es', 'es'), undefined);
  assert.equal(langAttribute('en', 'en'), undefined);
});
