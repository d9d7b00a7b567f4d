import assert from 'node:assert/strict';
import { test } from 'vitest';
import type { CovidEligibility } from '@labstore/domain';
import { requestForEdit } from './cart-requests';
import { cartOf, product } from './cart-test-server';

const eligibility: CovidEligibility = {
  firstCOVID: 'No',
  healthcare: 'No',
  covidSymptoms: 'No',
  hospital: 'No',
  ICU: 'No',
  liveWork: 'No',
  pregnant: 'No',
  race: ['Other'],
  demographic: ['Other'],
  statements: ['NoneOfTheAbove'],
  terms: { testConsent: true, termsAndConditions: true, privacyPractices: true },
  option: '',
  feverDate: false,
  fourteenDays: 'NO',
};

test('an add posts the product to the current cart, or to a new one without an id', () => {
  assert.deepEqual(requestForEdit({ kind: 'add', product: product('p'), eligibility: null }, 'o-1', null), {
    method: 'POST',
    url: '/api/order/add',
    body: { orderId: 'o-1', productId: 'p' },
  });
  assert.deepEqual(requestForEdit({ kind: 'add', product: product('p'), eligibility: null }, null, null)?.body, { orderId: null, productId: 'p' });
});

test('an add carries the questionnaire\'s result as eligibility', () => {
  const request = requestForEdit({ kind: 'add', product: product('p'), eligibility }, 'o-1', null);
  assert.deepEqual(request?.body, { orderId: 'o-1', productId: 'p', eligibility });
});

test('a remove names the line; a line still waiting is found by its product in the cart', () => {
  assert.deepEqual(requestForEdit({ kind: 'remove', itemId: 'i/1', productId: 'p', productName: 'P' }, 'o 1', null), {
    method: 'DELETE',
    url: '/api/order/o%201/item/i%2F1',
  });
  assert.equal(requestForEdit({ kind: 'remove', itemId: null, productId: 'a', productName: 'A' }, 'o-1', cartOf('o-1', ['a']))?.url, '/api/order/o-1/item/item-a');
  assert.equal(requestForEdit({ kind: 'remove', itemId: null, productId: 'x', productName: 'X' }, 'o-1', cartOf('o-1', ['a'])), null);
  assert.equal(requestForEdit({ kind: 'remove', itemId: 'i-1', productId: 'p', productName: 'P' }, null, null), null);
});

test('a clear empties the current cart; with none there is nothing to send', () => {
  assert.deepEqual(requestForEdit({ kind: 'clear' }, 'o-1', null), { method: 'DELETE', url: '/api/order/o-1/items' });
  assert.equal(requestForEdit({ kind: 'clear' }, null, null), null);
});
