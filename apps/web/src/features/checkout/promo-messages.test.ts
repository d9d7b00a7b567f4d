import assert from 'node:assert/strict';
import { test } from 'vitest';
import { cardDetailsSchema, CARD_MESSAGES, MESSAGES_ES, PROMO_MESSAGES } from '@labstore/domain';
import { translateMessage } from '../../lib/messages/message-text';

// The promo panel and card forms show the domain's words under their fields;
// the catalogue must know each of them to say it in Spanish.

const toSpanish = (message: string) => translateMessage(message, MESSAGES_ES);

test('every card and promo refusal has a Spanish wording', () => {
  for (const message of [...Object.values(CARD_MESSAGES), ...Object.values(PROMO_MESSAGES).filter((text) => text !== PROMO_MESSAGES.noPromoApplied)]) {
    const spanish = toSpanish(message);
    assert.ok(spanish && spanish !== message, `no Spanish for "${message}"`);
  }
});

test('the card schema refuses a short number and a missing code in the spec words', () => {
  const result = cardDetailsSchema.safeParse({ cardNumber: '4242 4242', cvc: '', month: 12, year: 2030 });
  assert.equal(result.success, false);
  // A form shows the first message of each field.
  const firstByField = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) if (!firstByField.has(issue.path.join('.'))) firstByField.set(issue.path.join('.'), issue.message);
  assert.deepEqual(Object.fromEntries(firstByField), { cardNumber: CARD_MESSAGES.numberLength, cvc: CARD_MESSAGES.cvcRequired });
});
