import { randomUUID } from 'node:crypto';
import { checkoutResultSchema, ORDER_STATUS } from '@labstore/domain';
import { createCustomer } from '../../e2e/support/customer-fixtures';
import { startMailCatcher } from '../../e2e/support/mail-catcher';
import { startCluster } from '../cluster/cluster';
import { startFakeStripe } from './fake-stripe';
import { cartWithIntent, confirmPayment, instanceByPid, note, pidOfLocalPort, retryAsThePwa, runFault, seconds, tally } from './support';

// Fault 1 (issue 21): kill -9 the instance that holds a checkout's payment
// confirmation while Stripe has taken the money but not yet answered. The
// fake Stripe charges the card on receipt and answers 20 s later, so the
// kill falls between the charge and the app hearing of it.

/** Long enough to find and kill the instance, far inside the SDK's 80 s timeout. */
const STRIPE_ANSWER_DELAY_MS = 20_000;
/** The PWA keeps retrying; an abandoned idempotency claim is taken over after 60 s (plugins/idempotency.ts). */
const RETRY_GIVE_UP_MS = 150_000;

await runFault('kill -9 an instance in the middle of checkout', async (proofs) => {
  const stripe = await startFakeStripe();
  const mail = await startMailCatcher();
  const cluster = await startCluster({ environment: { SMTP_URL: mail.smtpUrl, ...stripe.environment }, log: note });
  try {
    const customer = await createCustomer(cluster.url, mail);
    const { orderId, intentId, amount } = await cartWithIntent(cluster.url, customer.accessToken);
    note(`order ${orderId}: intent ${intentId} for $${amount}; Stripe will answer its confirmation ${seconds(STRIPE_ANSWER_DELAY_MS)} late`);

    const received = stripe.holdNextConfirmation(STRIPE_ANSWER_DELAY_MS);
    const idempotencyKey = randomUUID();
    const firstTry = confirmPayment(cluster.url, customer.accessToken, orderId, idempotencyKey).catch(() => undefined);
    const held = await received;
    const holder = instanceByPid(cluster, pidOfLocalPort(held.remotePort));
    if (!proofs.check('the instance holding the confirmation is known (its connection to Stripe, found with ss)', holder !== undefined, `local port ${held.remotePort}`) || !holder) return;
    const pid = holder.pid;
    await holder.kill('SIGKILL');
    const killedAfterMs = performance.now() - held.at;
    proofs.check(`instance ${holder.index} (pid ${pid}) killed with SIGKILL while Stripe had charged the card and not answered`, holder.pid === undefined, `${killedAfterMs.toFixed(0)} ms after the charge`);
    const first = await firstTry;
    proofs.check('the customer\'s first try got no success (the proxy lost its instance)', first === undefined || first.status >= 500, `answer ${first?.status ?? 'none'}`);

    const retryBegun = performance.now();
    const retried = await retryAsThePwa(() => confirmPayment(cluster.url, customer.accessToken, orderId, idempotencyKey, 30_000), RETRY_GIVE_UP_MS);
    const retryMs = performance.now() - retryBegun;
    const result = retried.answer.status === 200 ? checkoutResultSchema.parse(JSON.parse(retried.answer.text)) : undefined;
    proofs.check(
      'the customer\'s retry (same Idempotency-Key) through the other instances succeeds with the order placed',
      result?.orderId === orderId && result.status === ORDER_STATUS.Submitted,
      `${retried.tries} tries over ${seconds(retryMs)} (before: ${tally(retried.before)}), answer ${retried.answer.status}`,
    );
    proofs.figure('time from the kill to the customer\'s successful retry', seconds(retryMs));
    const replay = await confirmPayment(cluster.url, customer.accessToken, orderId, idempotencyKey);
    proofs.check('one more retry is answered from the stored answer', replay.status === 200 && replay.headers.get('idempotent-replayed') === 'true' && replay.text === retried.answer.text);

    const [order] = await cluster.postgres.query<{ status: number; total: number }>('select status, order_total_cents as total from orders where id = $1', [orderId]);
    const payments = await cluster.postgres.query<{ amount: number; status: number; reference: string }>(
      'select amount_cents as amount, status, provider_reference as reference from payment_transactions where order_id = $1',
      [orderId],
    );
    const charges = stripe.chargesOf(orderId);
    const taken = charges.reduce((sum, charge) => sum + charge.amount, 0) - charges.reduce((sum, charge) => sum + stripe.refundedOf(charge.id), 0);
    const confirmRequests = stripe.requests.filter((request) => request.path.endsWith('/confirm')).length;
    proofs.check('no double charge: Stripe holds one succeeded intent for the order, nothing refunded', charges.length === 1 && stripe.refunds.size === 0, `${charges.length} charge(s), ${confirmRequests} confirmation request(s) received`);
    proofs.check('the money taken equals the order total', order !== undefined && taken === order.total, `taken ${taken} cents, total ${order?.total} cents`);
    proofs.check(
      'the order is consistent: submitted, one payment row (succeeded, the intent\'s id, the total)',
      order?.status === ORDER_STATUS.Submitted && payments.length === 1 && payments[0]?.status === 1 && payments[0].reference === intentId && payments[0].amount === order.total,
      `status ${order?.status}, ${payments.length} payment row(s)`,
    );
    const placed = await cluster.postgres.query<{ count: string }>('select count(*) from orders where user_id = $1 and status <> $2', [customer.userId, ORDER_STATUS.Cart]);
    proofs.check('the order was placed once', placed[0]?.count === '1', `${placed[0]?.count} placed order(s) for the customer`);
  } finally {
    await cluster.stop();
    await mail.stop();
    await stripe.close();
  }
});
