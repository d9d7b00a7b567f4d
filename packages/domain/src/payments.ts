
// spec/02 3: card types as the API numbers them.
export const CARD_TYPE = {
  Visa: 1,
  MasterCard: 2,
  AmericanExpress: 3,
  JCB: 4,
  Discover: 5,
  DinersClub: 6,
  Other: 255,
} as const;
export type CardType = (typeof CARD_TYPE)[keyof typeof CARD_TYPE];

export const CARD_TYPE_LABELS: Readonly<Record<CardType, string>> = {
  1: 'Visa',
  2: 'MasterCard',
  3: 'American Express',
  4: 'JCB',
  5: 'Discover',
  6: 'DinersClub',
  255: 'Other',
};

type PrefixRange = readonly [digits: number, first: number, last: number, type: CardType];

// Issuer identification ranges as the card networks publish them, compared on
// the number's first `digits` digits. The ranges do not overlap. Diners Club
// US/Canada cards (54, 55) run on the MasterCard network and are detected as
// MasterCard, as the networks themselves do.
const IIN_RANGES: readonly PrefixRange[] = [
  [6, 622126, 622925, CARD_TYPE.Discover],
  [4, 2221, 2720, CARD_TYPE.MasterCard],
  [4, 3528, 3589, CARD_TYPE.JCB],
  [4, 6011, 6011, CARD_TYPE.Discover],
  [4, 3095, 3095, CARD_TYPE.DinersClub],
  [3, 644, 649, CARD_TYPE.Discover],
  [3, 300, 305, CARD_TYPE.DinersClub],
  [2, 51, 55, CARD_TYPE.MasterCard],
  [2, 34, 34, CARD_TYPE.AmericanExpress],
  [2, 37, 37, CARD_TYPE.AmericanExpress],
  [2, 36, 36, CARD_TYPE.DinersClub],
  [2, 38, 39, CARD_TYPE.DinersClub],
  [2, 65, 65, CARD_TYPE.Discover],
  [1, 4, 4, CARD_TYPE.Visa],
];

/** spec/02 3: the card type follows from the number's prefix; spaces and dashes are ignored. */
export function detectCardType(cardNumber: string): CardType {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return CARD_TYPE.Other;
  const match = IIN_RANGES.find(([length, first, last]) => {
    if (digits.length < length) return false;
    const prefix = Number(digits.slice(0, length));
    return prefix >= first && prefix <= last;
  });
  return match ? match[3] : CARD_TYPE.Other;
}

// spec/02 4.5 step 6: the paymentStatus of POST /api/order/checkout/confirmation.
export const PAYMENT_STATUS = {
  Succeeded: 1,
  Failed: 2,
  Processing: 5,
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** The payment provider's intent status mapped to the confirmation's paymentStatus. */
export function paymentStatusFromIntent(intentStatus: string): PaymentStatus {
  if (intentStatus === 'succeeded') return PAYMENT_STATUS.Succeeded;
  if (intentStatus === 'processing') return PAYMENT_STATUS.Processing;
  return PAYMENT_STATUS.Failed;
}

/** spec/02 8: what the payment dialog says for each outcome. */
export const PAYMENT_STATUS_MESSAGES = {
  succeeded: 'Payment succeeded!',
  processing: 'Your payment is processing.',
  failed: 'Your payment was not successful, please try again.',
  error: 'Something went wrong.',
} as const;
