import assert from 'node:assert/strict';
import { test } from 'vitest';
import { NO_BOXES_TICKED, placeOrderBlocker } from './checkout-gate';

const ALL_TICKED = { verified: true, termsConsent: true, oversightConsent: true };

test('nothing ticked: the verification section is named first', () => {
  assert.equal(placeOrderBlocker(NO_BOXES_TICKED, true), 'needVerification');
});

test('consent ticked without verification still asks for verification', () => {
  assert.equal(placeOrderBlocker({ verified: false, termsConsent: true, oversightConsent: true }, true), 'needVerification');
});

test('verified with either consent box missing asks for consent', () => {
  assert.equal(placeOrderBlocker({ verified: true, termsConsent: false, oversightConsent: true }, true), 'needConsent');
  assert.equal(placeOrderBlocker({ verified: true, termsConsent: true, oversightConsent: false }, true), 'needConsent');
  assert.equal(placeOrderBlocker({ verified: true, termsConsent: false, oversightConsent: false }, true), 'needConsent');
});

test('all three ticked enables the button online only', () => {
  assert.equal(placeOrderBlocker(ALL_TICKED, true), null);
  assert.equal(placeOrderBlocker(ALL_TICKED, false), 'needNetwork');
});

test('offline with boxes missing names the boxes first: ticking them is what the customer can do now', () => {
  assert.equal(placeOrderBlocker(NO_BOXES_TICKED, false), 'needVerification');
});
