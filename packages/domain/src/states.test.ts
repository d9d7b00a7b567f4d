import { stateCodeSchema } from './validation/codes';
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { isStateCode, STATE_CODES, stateName, US_STATES } from './states';

test('the list holds the 50 states, DC and PR', () => {
  assert.equal(US_STATES.length, 52);
  assert.equal(new Set(STATE_CODES).size, 52);
  assert.ok(STATE_CODES.includes('DC') && STATE_CODES.includes('PR'));
  assert.deepEqual(US_STATES[0], { code: 'AL', name: 'Alabama' });
  assert.equal(stateName('PR'), 'Puerto Rico');
});

test('state codes are recognised exactly', () => {
  assert.equal(isStateCode('NY'), true);
  assert.equal(isStateCode('ny'), false);
  assert.equal(isStateCode('GU'), false);
  assert.equal(isStateCode('toString'), false);
  assert.equal(stateCodeSchema.safeParse('VI').success, false);
});

test("issue 14: a state's name is answered for a state code only, never an object's member", () => {
  assert.equal(stateName('NY'), 'New York');
  for (const code of ['__proto__', 'constructor', 'toString', 'valueOf', 'ny', 'GU', '']) assert.equal(stateName(code), undefined, code);
  for (const code of ['__proto__', 'constructor', 'hasOwnProperty']) assert.equal(isStateCode(code), false, code);
});
