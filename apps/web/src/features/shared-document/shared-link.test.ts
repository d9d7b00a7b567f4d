import assert from 'node:assert/strict';
import { test } from 'vitest';
import { currentLanding, sharedTokenFromHash, takeTokenOffAddress } from './shared-link';

const TOKEN = 'Zm9vYmFyYmF6cXV4LXRva2VuXzEyMzQ1Njc4';

test('the token of #token=..., token=... or a bare fragment', () => {
  assert.equal(sharedTokenFromHash(`#token=${TOKEN}`), TOKEN);
  assert.equal(sharedTokenFromHash(`token=${TOKEN}`), TOKEN);
  assert.equal(sharedTokenFromHash(`#${TOKEN}`), TOKEN);
});

test('nothing usable: no token', () => {
  assert.equal(sharedTokenFromHash(''), null);
  assert.equal(sharedTokenFromHash('#token='), null);
  assert.equal(sharedTokenFromHash('#other=abc'), null);
  assert.equal(sharedTokenFromHash('#short'), null);
  assert.equal(sharedTokenFromHash(`#token=${TOKEN}<script>`), null);
});

test('the run after the wipe keeps the landing; a later bare visit has no token', () => {
  const before = currentLanding().id;
  assert.equal(takeTokenOffAddress({ hash: `token=${TOKEN}`, searchStr: '' }), true);
  assert.deepEqual(currentLanding(), { id: before + 1, token: TOKEN });
  assert.equal(takeTokenOffAddress({ hash: '', searchStr: '' }), false);
  assert.deepEqual(currentLanding(), { id: before + 1, token: TOKEN });
  assert.equal(takeTokenOffAddress({ hash: '', searchStr: '' }), false);
  assert.deepEqual(currentLanding(), { id: before + 2, token: null });
  assert.equal(takeTokenOffAddress({ hash: '', searchStr: '?x=1' }), true);
  assert.deepEqual(currentLanding(), { id: before + 3, token: null });
});
