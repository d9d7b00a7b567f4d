import {
  PAYMENT_STATUS,
  PAYMENT_STATUS_MESSAGES,
  paymentStatusFromIntent,
  type CheckoutResult,
  type PaymentConfirmationBody,
} from '@labstore/domain';
import { PaymentRefusal } from './payment-outcome';

// spec/02 4.5 step 5 with Stripe: Stripe.js confirms the intent in the
// browser with the client secret; the server is then told what the browser
// saw, and believes only Stripe. A mistyped card stays in the form with
// Stripe's words; a card Stripe refuses is a payment error (the server hears
// of the failed attempt first).

/** What confirmCardPayment answers, as far as checkout reads it. */
export interface StripeCardPaymentResult {
  error?: { type: string; message?: string | undefined } | undefined;
  paymentIntent?: { status: string } | undefined;
}

export interface StripeConfirmationDeps {
  orderId: string;
  confirmCardPayment: () => Promise<StripeCardPaymentResult>;
  confirm: (body: PaymentConfirmationBody) => Promise<CheckoutResult>;
  /** The dialog's message area. */
  showStatus: (message: string) => void;
}

/** The server's answer, or null when the card form needs fixing first. */
export async function confirmWithStripe(deps: StripeConfirmationDeps): Promise<CheckoutResult | null> {
  const confirmed = await deps.confirmCardPayment();
  if (confirmed.error?.type === 'validation_error') {
    deps.showStatus(confirmed.error.message ?? PAYMENT_STATUS_MESSAGES.failed);
    return null;
  }
  if (confirmed.error || !confirmed.paymentIntent) {
    // What the server answers changes nothing here: the customer hears Stripe's reason.
    await deps.confirm({ orderId: deps.orderId, paymentStatus: PAYMENT_STATUS.Failed }).catch(() => undefined);
    throw new PaymentRefusal(confirmed.error?.message ?? PAYMENT_STATUS_MESSAGES.failed);
  }
  return deps.confirm({ orderId: deps.orderId, paymentStatus: paymentStatusFromIntent(confirmed.paymentIntent.status) });
}
