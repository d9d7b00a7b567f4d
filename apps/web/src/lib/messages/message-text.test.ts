import { test } from 'vitest';
import assert from 'node:assert/strict';
import {
  EMAIL_TAKEN_MESSAGE,
  NAME_MESSAGES,
  PHONE_MESSAGES,
  REGISTRATION_MESSAGES,
  TOKEN_ERROR_MESSAGES,
  TOO_LONG_MESSAGES,
  ZIP_STATE_MISMATCH_MESSAGES,
} from '@labstore/domain';
import { formsEn } from './locales/en';
import { formsEs } from './locales/es';
import { messageKey, translateMessage, type MessageKey } from './message-text';

const spanish = (key: MessageKey) => formsEs.messages[key];

test('each message a form can show has one key, found by its English words', () => {
  const texts = Object.values(formsEn.messages);
  assert.equal(new Set(texts).size, texts.length);
  assert.equal(messageKey(EMAIL_TAKEN_MESSAGE), 'emailTaken');
  assert.equal(messageKey(REGISTRATION_MESSAGES.fixErrors), 'fixErrors');
  assert.equal(messageKey(TOKEN_ERROR_MESSAGES.unconfirmed), 'unconfirmed');
  assert.equal(messageKey(NAME_MESSAGES.middleRequired), 'middleRequired');
  assert.equal(messageKey(ZIP_STATE_MISMATCH_MESSAGES.profile), 'zipStateProfile');
  assert.equal(messageKey(TOO_LONG_MESSAGES.city), 'cityTooLong');
  assert.equal(messageKey('Anything else the server says.'), undefined);
});

test('every message has its own Spanish wording', () => {
  for (const key of Object.keys(formsEn.messages) as MessageKey[]) {
    assert.ok(formsEs.messages[key].length > 0, key);
    assert.notEqual(formsEs.messages[key], formsEn.messages[key], key);
  }
});

test('a known message is translated, an unknown one is shown as it came', () => {
  assert.equal(translateMessage(NAME_MESSAGES.firstRequired, spanish), 'Escriba un nombre.');
  assert.equal(translateMessage('Jane Doe is not allowed.', spanish), 'Jane Doe is not allowed.');
  assert.equal(translateMessage(undefined, spanish), undefined);
});

test("the server's list of messages is translated line by line", () => {
  const list = `${PHONE_MESSAGES.mobileRequired}\nA line of its own.\n${TOKEN_ERROR_MESSAGES.incorrect}`;
  assert.equal(
    translateMessage(list, spanish),
    `${formsEs.messages.mobileRequired}\nA line of its own.\n${formsEs.messages.incorrect}`,
  );
});
