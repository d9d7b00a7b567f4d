import assert from 'node:assert/strict';
import { test } from 'vitest';
import { DISCOUNT_TYPE } from '@labstore/domain';
import { welcomeDiscount } from './welcome-discount';

test('a percent code is named by its percentage', () => {
  assert.equal(welcomeDiscount({ discount: 10, discountType: DISCOUNT_TYPE.Percent }, 'en'), '10%');
  assert.equal(welcomeDiscount({ discount: 12.5, discountType: DISCOUNT_TYPE.Percent }, 'en'), '12.5%');
});

test('an amount code is named in dollars', () => {
  assert.equal(welcomeDiscount({ discount: 20, discountType: DISCOUNT_TYPE.Amount }, 'en'), '$20.00');
});

test('in Spanish, the same figures in US Spanish', () => {
  assert.equal(welcomeDiscount({ discount: 12.5, discountType: DISCOUNT_TYPE.Percent }, 'es'), '12.5%');
  assert.equal(welcomeDiscount({ discount: 1250, discountType: DISCOUNT_TYPE.Amount }, 'es'), '$1,250.00');
});

test('a code that takes nothing off (fee waivers only) gets the generic wording', () => {
  assert.equal(welcomeDiscount({ discount: 0, discountType: DISCOUNT_TYPE.Amount }, 'en'), null);
});
