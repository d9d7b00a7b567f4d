import { test } from 'vitest';
import assert from 'node:assert/strict';
import { CARD_TYPE, detectCardType, PAYMENT_STATUS, paymentStatusFromIntent } from './payments';

test('card type from the number prefix', () => {
  const cases: Array<[string, number]> = [
    ['4242424242424242', CARD_TYPE.Visa],
    ['4000 0000 0000 0002', CARD_TYPE.Visa],
    ['5555555555554444', CARD_TYPE.MasterCard],
    ['5105105105105100', CARD_TYPE.MasterCard],
    ['2223003122003222', CARD_TYPE.MasterCard],
    ['2221000000000009', CARD_TYPE.MasterCard],
    ['2720990000000007', CARD_TYPE.MasterCard],
    ['2721000000000000', CARD_TYPE.Other],
    ['2220999999999999', CARD_TYPE.Other],
    ['5000000000000000', CARD_TYPE.Other],
    ['5600000000000000', CARD_TYPE.Other],
    ['378282246310005', CARD_TYPE.AmericanExpress],
    ['371449635398431', CARD_TYPE.AmericanExpress],
    ['3400-000000-00009', CARD_TYPE.AmericanExpress],
    ['3566002020360505', CARD_TYPE.JCB],
    ['3528000000000000', CARD_TYPE.JCB],
    ['3589000000000000', CARD_TYPE.JCB],
    ['3527000000000000', CARD_TYPE.Other],
    ['6011111111111117', CARD_TYPE.Discover],
    ['6011000990139424', CARD_TYPE.Discover],
    ['6445000000000000', CARD_TYPE.Discover],
    ['6500000000000002', CARD_TYPE.Discover],
    ['6221260000000000', CARD_TYPE.Discover],
    ['6229250000000000', CARD_TYPE.Discover],
    ['6221250000000000', CARD_TYPE.Other],
    ['6012000000000000', CARD_TYPE.Other],
    ['3056930009020004', CARD_TYPE.DinersClub],
    ['36227206271667', CARD_TYPE.DinersClub],
    ['30950000000000', CARD_TYPE.DinersClub],
    ['38000000000000', CARD_TYPE.DinersClub],
    ['30600000000000', CARD_TYPE.Other],
    ['', CARD_TYPE.Other],
    ['4242x', CARD_TYPE.Other],
  ];
  for (const [number, type] of cases) assert.equal(detectCardType(number), type, number);
});

test('payment statuses and the intent mapping', () => {
  assert.deepEqual(PAYMENT_STATUS, { Succeeded: 1, Failed: 2, Processing: 5 });
  assert.equal(paymentStatusFromIntent('succeeded'), 1);
  assert.equal(paymentStatusFromIntent('processing'), 5);
  assert.equal(paymentStatusFromIntent('requires_payment_method'), 2);
  assert.equal(paymentStatusFromIntent('canceled'), 2);
});
