import { test } from 'vitest';
import assert from 'node:assert/strict';
import { ZIP_STATE_MISMATCH_MESSAGES, zipMatchesState } from './zip-state';

test('a zip matches only the state it maps to', () => {
  assert.equal(zipMatchesState('46204', 'IN'), true);
  assert.equal(zipMatchesState('46204', 'OH'), false);
  assert.equal(zipMatchesState('06390', 'CT'), false);
  assert.equal(zipMatchesState('06390', 'NY'), true);
  assert.equal(zipMatchesState('00801', 'PR'), false);
  assert.equal(zipMatchesState('4620', 'IN'), false);
});

test('each context words the mismatch as its spec does', () => {
  assert.equal(
    ZIP_STATE_MISMATCH_MESSAGES.registration,
    'Your zip code does not match your state. Please review and update.',
  );
  assert.equal(
    ZIP_STATE_MISMATCH_MESSAGES.profile,
    'Your zip code does not match your state. Please contact support to have your address updated to proceed with ordering tests.',
  );
  assert.equal(
    ZIP_STATE_MISMATCH_MESSAGES.checkout,
    'Your zip code does not match your state. Please contact GRL support to have your address updated to proceed with ordering tests.',
  );
  assert.equal(
    ZIP_STATE_MISMATCH_MESSAGES.admin,
    'The users zip code does not match their state. Please confirm with the user and update.',
  );
});
