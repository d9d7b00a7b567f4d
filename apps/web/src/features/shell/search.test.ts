import { test } from 'vitest';
import assert from 'node:assert/strict';
import { SEARCH_MIN_LENGTH } from '@labstore/domain';
import { decideSearch } from './search';

test('the minimum length is 2', () => {
  assert.equal(SEARCH_MIN_LENGTH, 2);
});

test('two or more characters go to search, trimmed', () => {
  assert.deepEqual(decideSearch('  cbc ', 'submit'), { kind: 'go', text: 'cbc' });
  assert.deepEqual(decideSearch('a1', 'pause'), { kind: 'go', text: 'a1' });
});

test('one character is too short, whether submitted or typed', () => {
  assert.deepEqual(decideSearch('a', 'submit'), { kind: 'too-short' });
  assert.deepEqual(decideSearch(' a  ', 'pause'), { kind: 'too-short' });
});

test('an empty box is too short when submitted but ignored after a pause', () => {
  assert.deepEqual(decideSearch('   ', 'submit'), { kind: 'too-short' });
  assert.deepEqual(decideSearch('', 'pause'), { kind: 'idle' });
});
