import { CARD_TYPE, type CardType } from '@labstore/domain';
import type { PaymentFailure } from './payment-provider';

// Stripe's test cards and test PaymentMethod ids, followed by the sandbox
// provider: the same numbers succeed or decline the same way, with Stripe's
// own decline codes and words, so a client written against the sandbox
// behaves the same against Stripe in test mode.

/** Stripe's words for the decline codes the sandbox can answer. */
export const DECLINES = {
  card_declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  processing_error: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
} as const satisfies Record<string, PaymentFailure>;

export type DeclineCode = keyof typeof DECLINES;

export function isDeclineCode(code: string | null): code is DeclineCode {
  return code !== null && Object.hasOwn(DECLINES, code);
}

// Tables looked up by what a client sends are Maps: a plain object would
// answer '__proto__' or 'toString' with its prototype's members (issue 14).

/** https://docs.stripe.com/testing#declined-payments: the numbers that decline, by decline code. */
const DECLINING_NUMBERS: ReadonlyMap<string, DeclineCode> = new Map([
  ['4000000000000002', 'card_declined'],
  ['4000000000009995', 'insufficient_funds'],
  ['4000000000000069', 'expired_card'],
  ['4000000000000127', 'incorrect_cvc'],
  ['4000000000000119', 'processing_error'],
]);

export function declineCodeOf(cardNumber: string): DeclineCode | null {
  return DECLINING_NUMBERS.get(cardNumber) ?? null;
}

interface TestPaymentMethod {
  cardType: CardType;
  last4: string;
  declineCode: DeclineCode | null;
}

/** https://docs.stripe.com/testing#cards: Stripe's ready-made PaymentMethod ids. */
export const TEST_PAYMENT_METHODS: ReadonlyMap<string, TestPaymentMethod> = new Map([
  ['pm_card_visa', { cardType: CARD_TYPE.Visa, last4: '4242', declineCode: null }],
  ['pm_card_mastercard', { cardType: CARD_TYPE.MasterCard, last4: '4444', declineCode: null }],
  ['pm_card_amex', { cardType: CARD_TYPE.AmericanExpress, last4: '8431', declineCode: null }],
  ['pm_card_chargeDeclined', { cardType: CARD_TYPE.Visa, last4: '0002', declineCode: 'card_declined' }],
  ['pm_card_chargeDeclinedInsufficientFunds', { cardType: CARD_TYPE.Visa, last4: '9995', declineCode: 'insufficient_funds' }],
  ['pm_card_chargeDeclinedExpiredCard', { cardType: CARD_TYPE.Visa, last4: '0069', declineCode: 'expired_card' }],
  ['pm_card_chargeDeclinedIncorrectCvc', { cardType: CARD_TYPE.Visa, last4: '0127', declineCode: 'incorrect_cvc' }],
  ['pm_card_chargeDeclinedProcessingError', { cardType: CARD_TYPE.Visa, last4: '0119', declineCode: 'processing_error' }],
]);

/** Stripe's test PaymentMethods expire in December, a few years ahead. */
export function testPaymentMethodExpiry(now = new Date()): { expMonth: number; expYear: number } {
  return { expMonth: 12, expYear: now.getUTCFullYear() + 3 };
}

/** The Luhn checksum every card number carries; Stripe refuses a number that fails it. */
export function passesLuhn(cardNumber: string): boolean {
  let sum = 0;
  for (let index = 0; index < cardNumber.length; index += 1) {
    let digit = Number(cardNumber[cardNumber.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
