import { test } from 'vitest';
import assert from 'node:assert/strict';
import { CART_MESSAGES, inactiveAtAddMessage, testAddedMessage } from '../cart-messages';
import { CHECKOUT_MESSAGES, REFUND_REASON_MESSAGES } from '../server-messages';
import { fillTemplate, placeholdersOf } from './message-template';
import { MESSAGES_EN } from './messages-en';
import { MESSAGES_ES } from './messages-es';
import { localizeMessage, messagesIn } from './messages';

interface Entry {
  key: string;
  english: unknown;
  spanish: unknown;
}

/** Every message of the English catalogue beside the Spanish entry of the same key. */
function pairs(english: object, spanish: object, prefix = ''): Entry[] {
  const spanishByKey = new Map(Object.entries(spanish));
  return Object.entries(english).flatMap(([key, value]: [string, unknown]) => {
    const other: unknown = spanishByKey.get(key);
    const path = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null) return pairs(value, typeof other === 'object' && other !== null ? other : {}, `${path}.`);
    return [{ key: path, english: value, spanish: other }];
  });
}

const ENTRIES = pairs(MESSAGES_EN, MESSAGES_ES);

test('every server message has a Spanish entry of its own, with the same placeholders', () => {
  assert.ok(ENTRIES.length > 150, `${ENTRIES.length} messages`);
  for (const { key, english, spanish } of ENTRIES) {
    assert.equal(typeof english, 'string', key);
    assert.equal(typeof spanish, 'string', `${key} has no Spanish entry`);
    if (typeof english !== 'string' || typeof spanish !== 'string') continue;
    assert.ok(spanish.trim().length > 0, `${key} is empty in Spanish`);
    assert.deepEqual(placeholdersOf(spanish).sort(), placeholdersOf(english).sort(), `${key}: the placeholders differ`);
  }
});

test('the Spanish catalogue has no entry the English one lacks', () => {
  const englishKeys = new Set(ENTRIES.map((entry) => entry.key));
  for (const { key } of pairs(MESSAGES_ES, MESSAGES_EN)) assert.ok(englishKeys.has(key), `${key} is Spanish only`);
});

test('no message ends a sentence twice (issue 16 defect 6: "expires in 7 days..")', () => {
  for (const { key, english, spanish } of ENTRIES) {
    for (const text of [english, spanish]) assert.doesNotMatch(String(text), /[^.]\.\.(?!\.)|\.\s+\./, key);
  }
});

test('a composed message is translated with its values kept', () => {
  assert.equal(localizeMessage(testAddedMessage('Ferritin'), 'es'), 'Ferritin se agregó a su carrito.');
  assert.equal(localizeMessage(testAddedMessage('Ferritin'), 'en'), 'Ferritin has been added to your cart.');
  assert.equal(localizeMessage(inactiveAtAddMessage('Ferritin, Lipid Panel'), 'es'), fillTemplate(MESSAGES_ES.cart.inactiveAtAddNamed, { names: 'Ferritin, Lipid Panel' }));
});

test('a value that is a message itself is translated too (a refund reason)', () => {
  const refund = fillTemplate(CHECKOUT_MESSAGES.refund, { reason: REFUND_REASON_MESSAGES.total_changed, amount: '$24.00' });
  assert.equal(
    localizeMessage(refund, 'es'),
    'El total del pedido cambió mientras pagaba, así que su pago de $24.00 se está reembolsando a su tarjeta. No se cobró nada más; revise su pedido.',
  );
});

test('lines are translated one by one; a text the catalogue does not know stays as it came', () => {
  const text = `${CART_MESSAGES.approvedListMismatchTitle}\n${CART_MESSAGES.approvedListMismatch}\nFerritin`;
  assert.equal(localizeMessage(text, 'es'), `${MESSAGES_ES.cart.approvedListMismatchTitle}\n${MESSAGES_ES.cart.approvedListMismatch}\nFerritin`);
  assert.equal(localizeMessage('Your card was declined.', 'es'), 'Your card was declined.');
});

test('each language has its catalogue', () => {
  assert.equal(messagesIn('en').cart.testAdded, CART_MESSAGES.testAdded);
  assert.equal(messagesIn('es').cart.testAdded, MESSAGES_ES.cart.testAdded);
});
