import { randomUUID } from 'node:crypto';
import { checkoutResultSchema, ORDER_STATUS } from '@labstore/domain';
import { createCustomer } from '../../e2e/support/customer-fixtures';
import { startMailCatcher } from '../../e2e/support/mail-catcher';
import { startCluster } from '../cluster/cluster';
import { startFakeStripe } from './fake-stripe';
import { cartWithIntent, confirmPayment, note, runFault, showCrashes, tally, type Answer } from './support';

// Fault 5 (issue 21): the network to Stripe is cut twice during a
// confirmation, each time after Stripe has received the request: the first
// confirmation charges the card and its answer is lost, with the answers to
// the SDK's own retries (two, same idempotency key); then the customer's
// retry is cut the same way. When the network is back, Stripe's webhook
// and the customer's next retry must make one order, paid once.

/** The SDK tries a request three times (maxNetworkRetries 2, payments/stripe-provider.ts): every answer lost is one cut through. */
const ANSWERS_LOST_PER_CUT = 3;

await runFault("the network to Stripe cut twice during confirmation", async (proofs) => {
  const stripe = await startFakeStripe();
  const mail = await startMailCatcher();
  const cluster = await startCluster({ environment: { SMTP_URL: mail.smtpUrl, ...stripe.environment }, log: note });
  try {
    const customer = await createCustomer(cluster.url, mail);
    const { orderId, intentId, amount } = await cartWithIntent(cluster.url, customer.accessToken);
    note(`order ${orderId}: intent ${intentId} for $${amount}`);
    const idempotencyKey = randomUUID();
    const confirm = () => confirmPayment(cluster.url, customer.accessToken, orderId, idempotencyKey, 60_000).catch(() => undefined);
    const statusOf = (answer: Answer | undefined) => (answer ? String(answer.status) : 'no answer');

    stripe.dropAnswers(ANSWERS_LOST_PER_CUT);
    const first = await confirm();
    const chargedInFirstCut = stripe.chargesOf(orderId).length;
    proofs.check('first cut: Stripe charged the card, every answer was lost, and the customer got no success', chargedInFirstCut === 1 && stripe.droppedAnswers === ANSWERS_LOST_PER_CUT && first?.status !== 200, `${stripe.droppedAnswers} answers lost, customer got ${statusOf(first)}`);

    stripe.dropAnswers(ANSWERS_LOST_PER_CUT);
    const second = await confirm();
    proofs.check('second cut: the customer\'s retry (same Idempotency-Key) got no success either, and charged nothing more', stripe.chargesOf(orderId).length === 1 && second?.status !== 200, `${stripe.droppedAnswers} answers lost in all, customer got ${statusOf(second)}`);
    const [duringCut] = await cluster.postgres.query<{ status: number }>('select status from orders where id = $1', [orderId]);
    note(`while cut, the order is in status ${duringCut?.status} (1 is a cart)`);

    // The network is back: Stripe delivers its event (twice, as it may), and the customer tries again.
    const webhook = [await stripe.deliverSucceededEvent(cluster.url, intentId), await stripe.deliverSucceededEvent(cluster.url, intentId)];
    proofs.check('Stripe\'s signed payment_intent.succeeded is accepted (and its redelivery)', webhook.every((status) => status === 200), `answers ${webhook.join(', ')}`);
    const [afterWebhook] = await cluster.postgres.query<{ status: number }>('select status from orders where id = $1', [orderId]);
    proofs.check('the webhook placed the order', afterWebhook?.status === ORDER_STATUS.Submitted, `status ${afterWebhook?.status}`);
    const third = await confirm();
    const result = third?.status === 200 ? checkoutResultSchema.parse(JSON.parse(third.text)) : undefined;
    proofs.check('the customer\'s retry answers the placed order', result?.orderId === orderId && result.status === ORDER_STATUS.Submitted, `answer ${statusOf(third)}`);

    const [order] = await cluster.postgres.query<{ status: number; total: number }>('select status, order_total_cents as total from orders where id = $1', [orderId]);
    const payments = await cluster.postgres.query<{ amount: number; status: number }>('select amount_cents as amount, status from payment_transactions where order_id = $1', [orderId]);
    const placed = await cluster.postgres.query<{ count: string }>('select count(*) from orders where user_id = $1 and status <> $2', [customer.userId, ORDER_STATUS.Cart]);
    const charges = stripe.chargesOf(orderId);
    const taken = charges.reduce((sum, charge) => sum + charge.amount - stripe.refundedOf(charge.id), 0);
    proofs.check('one charge at Stripe, nothing refunded', charges.length === 1 && stripe.refunds.size === 0, `${charges.length} charge(s); Stripe received ${tally(stripe.requests.map((request) => `${request.method} ${request.path.replace(/pi_[0-9a-f]+/, '{id}')}`))}`);
    proofs.check('one order, one payment row', placed[0]?.count === '1' && payments.length === 1 && payments[0]?.status === 1, `${placed[0]?.count} placed order(s), ${payments.length} payment row(s)`);
    proofs.check('the money taken equals the order total', order !== undefined && taken === order.total && payments[0]?.amount === order.total, `taken ${taken} cents, total ${order?.total} cents`);
  } finally {
    showCrashes(cluster, proofs);
    await cluster.stop();
    await mail.stop();
    await stripe.close();
  }
});
