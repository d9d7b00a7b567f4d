import { test } from 'vitest';
import assert from 'node:assert/strict';
import {
  FORBIDDEN_STATES,
  FORBIDDEN_STATES_MESSAGE,
  isForbiddenState,
  REGISTRATION_BLOCK_STATES,
  restrictedStateNotice,
} from './restricted-states';

test('forbidden states and the registration message', () => {
  assert.deepEqual(FORBIDDEN_STATES, ['NJ', 'NY', 'AZ', 'RI']);
  assert.deepEqual(REGISTRATION_BLOCK_STATES, ['NJ', 'NY', 'RI']);
  assert.equal(FORBIDDEN_STATES_MESSAGE, 'Apologies, we are unable to serve customers from NJ, NY, AZ or RI.');
  assert.equal(isForbiddenState('AZ'), true);
  assert.equal(isForbiddenState('CT'), false);
});

test('the notice variant depends on the state and the context', () => {
  assert.equal(restrictedStateNotice('NJ', 'registration'), 'state-law');
  assert.equal(restrictedStateNotice('RI', 'order'), 'state-law');
  assert.equal(restrictedStateNotice('AZ', 'registration'), 'az-registration');
  assert.equal(restrictedStateNotice('AZ', 'order'), 'az-order');
  assert.equal(restrictedStateNotice('IN', 'order'), undefined);
});
