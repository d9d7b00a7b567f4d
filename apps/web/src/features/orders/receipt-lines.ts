import { CARD_TYPE_LABELS, LAB_DRAW_CPT, PROCESSING_CPT, toCents, type Receipt } from '@labstore/domain';

// spec/02 2.9 and 9: the receipt's figures, in cents. The processing line
// shows only when its fee is not 0, otherwise the physician oversight and lab
// draw lines; the promo discount is the total without promo minus the
// subtotal; the balance is always $0.00; the total paid names the card type.

export type FeeLine = { kind: 'processing' | 'physicianOversight' | 'labDraw'; cpt: string | null; cents: number };

export interface ReceiptFigures {
  tests: { name: string; cpt: string; cents: number; children: { name: string; cpt: string }[] }[];
  /** Duplicate tests and any line discount: what the items' prices came down by. */
  discountCents: number;
  promo: { code: string | null; cents: number } | null;
  subTotalCents: number;
  fees: FeeLine[];
  totalCents: number;
  balanceCents: 0;
  paid: { cents: number; cardType: string | null; last4: string | null };
}

const CARD_NAMES: ReadonlyMap<number, string> = new Map(Object.entries(CARD_TYPE_LABELS).map(([type, name]) => [Number(type), name]));

export function feeLines(receipt: Pick<Receipt, 'processingFee' | 'physicianOversightFee' | 'labDrawFee'>): FeeLine[] {
  if (toCents(receipt.processingFee) !== 0) return [{ kind: 'processing', cpt: PROCESSING_CPT, cents: toCents(receipt.processingFee) }];
  return [
    { kind: 'physicianOversight', cpt: null, cents: toCents(receipt.physicianOversightFee) },
    { kind: 'labDraw', cpt: LAB_DRAW_CPT, cents: toCents(receipt.labDrawFee) },
  ];
}

export function receiptFigures(receipt: Receipt): ReceiptFigures {
  const discountCents = receipt.items.reduce((sum, item) => sum + toCents(item.orderItemInitialPrice) - toCents(item.orderItemPrice), 0);
  const promoCents = toCents(receipt.orderTotalWithoutPromo) - toCents(receipt.subTotal);
  const card = receipt.creditCardInfo;
  return {
    tests: receipt.items.map((item) => ({ name: item.name, cpt: item.cpt, cents: toCents(item.orderItemInitialPrice), children: item.children })),
    discountCents,
    promo: receipt.promoCode !== null || promoCents !== 0 ? { code: receipt.promoCode, cents: promoCents } : null,
    subTotalCents: toCents(receipt.subTotal),
    fees: feeLines(receipt),
    totalCents: toCents(receipt.orderTotal),
    balanceCents: 0,
    paid: {
      cents: toCents(receipt.orderTotal),
      cardType: card?.cardType != null ? (CARD_NAMES.get(card.cardType) ?? null) : null,
      last4: card?.last4 ?? null,
    },
  };
}
