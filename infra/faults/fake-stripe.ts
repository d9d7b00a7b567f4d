import { createHmac, randomBytes } from 'node:crypto';
import { startStripeDouble, type DoubleIntent, type StripeDouble } from '../../apps/api/src/payments/stripe-double.test-fixtures';

// The fault scripts' Stripe: the API tests' double of the endpoints the app's
// Stripe adapter calls (in Stripe's shapes, reached through STRIPE_API_URL
// with test keys, so the real SDK, its retries and its idempotency keys are
// what is exercised), with what a cluster needs besides: the keys to start
// the instances with, the books a real account would show per order, and
// Stripe's signed webhook. It misbehaves on purpose through the double:
// a confirmation answered late (holdNextConfirmation), or answers lost as a
// cut network loses them after the request reached Stripe (dropAnswers).

export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_labstore_faults',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_labstore_faults',
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
} as const;

export interface FakeStripe extends StripeDouble {
  /** What the instances are started with to reach it. */
  environment: Record<string, string>;
  /** The succeeded intents (charges) made for an order. */
  chargesOf(orderId: string): DoubleIntent[];
  /** The amount refunded of an intent, 0 when none. */
  refundedOf(intentId: string): number;
  /** Sends Stripe's signed `payment_intent.succeeded` for the intent to the app; answers the app's status. */
  deliverSucceededEvent(appUrl: string, intentId: string): Promise<number>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const double = await startStripeDouble();
  return Object.assign(double, {
    environment: { ...FAKE_STRIPE_KEYS, STRIPE_API_URL: double.url },
    chargesOf: (orderId: string) => [...double.intents.values()].filter((intent) => intent.metadata.order_id === orderId && intent.status === 'succeeded'),
    refundedOf: (intentId: string) => [...double.refunds.values()].filter((refund) => refund.paymentIntent === intentId).reduce((sum, refund) => sum + refund.amount, 0),
    async deliverSucceededEvent(appUrl: string, intentId: string) {
      const intent = double.intents.get(intentId);
      if (!intent) throw new Error(`the fake Stripe has no intent ${intentId}`);
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: intent },
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = createHmac('sha256', FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
      const response = await fetch(`${appUrl}/api/payment/webhook/stripe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${timestamp},v1=${signature}` },
        body: payload,
        signal: AbortSignal.timeout(15_000),
      });
      await response.body?.cancel();
      return response.status;
    },
  });
}
