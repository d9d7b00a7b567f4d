import { test } from 'vitest';
import assert from 'node:assert/strict';
import {
  ACCOUNT_MESSAGES,
  MESSAGES_EN,
  MESSAGES_ES,
  NAME_MESSAGES,
  PHONE_MESSAGES,
  PROMO_MESSAGES,
  promoCheckQuerySchema,
  TOKEN_ERROR_MESSAGES,
} from '@labstore/domain';
import { messageCatalogue, translateMessage } from './message-text';

test("a form's message is shown from the domain's catalogue of the site language", () => {
  assert.equal(messageCatalogue('es'), MESSAGES_ES);
  assert.equal(messageCatalogue('en'), MESSAGES_EN);
  assert.equal(messageCatalogue(undefined), MESSAGES_EN);
});

test('a known message is translated, an unknown one is shown as it came', () => {
  assert.equal(translateMessage(NAME_MESSAGES.firstRequired, MESSAGES_ES), 'Escriba un nombre.');
  assert.equal(translateMessage(NAME_MESSAGES.firstRequired, MESSAGES_EN), NAME_MESSAGES.firstRequired);
  assert.equal(translateMessage(ACCOUNT_MESSAGES.changeEmailMismatch, MESSAGES_ES), MESSAGES_ES.account.changeEmailMismatch);
  assert.equal(translateMessage('Jane Doe is not allowed.', MESSAGES_ES), 'Jane Doe is not allowed.');
  assert.equal(translateMessage(undefined, MESSAGES_ES), undefined);
});

test("the server's list of messages is translated line by line", () => {
  const list = `${PHONE_MESSAGES.mobileRequired}\nA line of its own.\n${TOKEN_ERROR_MESSAGES.incorrect}`;
  assert.equal(translateMessage(list, MESSAGES_ES), `${MESSAGES_ES.phone.mobileRequired}\nA line of its own.\n${MESSAGES_ES.token.incorrect}`);
});

test("an empty promo code is refused in the catalogue's words, shown in Spanish", () => {
  const result = promoCheckQuerySchema.safeParse({ code: '   ' });
  assert.equal(result.error?.issues[0]?.message, PROMO_MESSAGES.required);
  assert.equal(translateMessage(PROMO_MESSAGES.required, MESSAGES_ES), 'Escriba un código promocional.');
});
