import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { added, insertPromo } from '../cart/cart.test-fixtures';
import { buildTestApp } from '../testing/test-app';
import { confirmationRequest, createBuyer, insertApprovedProduct, intentRequest, type Buyer } from './checkout.test-fixtures';
import { SETTLE_ATTEMPT_JOB } from '../orders/payment-jobs.kinds';

// Issue 14: over random sequences of cart edits, intents, confirmations (by
// our server and in the browser), the jobs and their delays, the money taken
// equals the totals of the submitted orders. Test-only knobs as the fuzzer's:
// MONEY_RUNS and MONEY_SEED.
const RUNS = Number(process.env.MONEY_RUNS ?? 40);
const SEED = Number(process.env.MONEY_SEED ?? 14_2026);

type Step =
  | { kind: 'add'; cents: number }
  | { kind: 'removeLast' }
  | { kind: 'applyCode'; free: boolean }
  | { kind: 'removeCode' }
  | { kind: 'intent' }
  | { kind: 'confirmByServer' }
  | { kind: 'payInBrowser' }
  | { kind: 'confirmAfterBrowser' }
  | { kind: 'confirmFree' }
  | { kind: 'runJobs' };

// Weighted towards what moves money: intents, payments and the cart edits that race them.
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('add' as const), cents: fc.constantFrom(900, 2200, 3700) }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'removeLast' as const }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('applyCode' as const), free: fc.boolean() }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'removeCode' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'intent' as const }), weight: 5 },
  { arbitrary: fc.constant({ kind: 'confirmByServer' as const }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'payInBrowser' as const }), weight: 5 },
  { arbitrary: fc.constant({ kind: 'confirmAfterBrowser' as const }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'confirmFree' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'runJobs' as const }), weight: 2 },
);

describe('money taken equals submitted totals, over random sequences (sandbox)', () => {
  let app: FastifyInstance;
  let codes: { free: string; tenOff: string };
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    codes = {
      free: (await insertPromo(app, { discount_value: 10_000, is_physician_oversight_fee_discount: true, is_lab_draw_fee_discount: true, total_use_limit: 3 })).code,
      tenOff: (await insertPromo(app, { total_use_limit: 4 })).code,
    };
  });
  afterAll(() => app.close());

  async function perform(buyer: Buyer, lines: string[], current: Step): Promise<void> {
    const headers = buyer.headers;
    switch (current.kind) {
      case 'add': {
        const product = await insertApprovedProduct(app, { masterCents: current.cents });
        const response = await added(app, { orderId: buyer.orderId, productId: product.id }, headers).catch(() => null);
        if (response) lines.push(response.newItemId);
        return;
      }
      case 'removeLast': {
        const line = lines.pop();
        if (line) await app.inject({ method: 'DELETE', url: `/api/order/${buyer.orderId}/item/${line}`, headers });
        return;
      }
      case 'applyCode':
        await app.inject({ method: 'POST', url: '/api/order/promo/add', payload: { orderId: buyer.orderId, code: current.free ? codes.free : codes.tenOff }, headers });
        return;
      case 'removeCode':
        await app.inject({ method: 'GET', url: `/api/order/promo/remove/${buyer.orderId}`, headers });
        return;
      case 'intent':
        await intentRequest(app, buyer.orderId, headers);
        return;
      case 'confirmByServer':
        await confirmationRequest(app, { orderId: buyer.orderId, paymentMethodId: 'pm_card_visa' }, headers);
        return;
      case 'payInBrowser': {
        const open = await app.db.selectFrom('checkout_attempts').select('provider_intent_id').where('order_id', '=', buyer.orderId).orderBy('created_at', 'desc').executeTakeFirst();
        if (open) await app.paymentProvider.confirmIntent(open.provider_intent_id, 'pm_card_visa', { saveForLater: false });
        return;
      }
      case 'confirmAfterBrowser':
        await confirmationRequest(app, { orderId: buyer.orderId }, headers);
        return;
      case 'confirmFree':
        await app.inject({ method: 'POST', url: `/api/order/checkout/confirmation/free/${buyer.orderId}`, headers });
        return;
      case 'runJobs':
        await app.db.updateTable('jobs').set({ run_at: sql<Date>`now()` }).where('kind', '=', SETTLE_ATTEMPT_JOB).where('done_at', 'is', null).execute();
        await app.jobs.drain();
        return;
    }
  }

  async function ledger(orderId: string): Promise<{ kept: number; submitted: number; payments: number }> {
    const intents = await app.db.selectFrom('sandbox_payment_intents').select(['amount_cents', 'refunded_cents']).where('order_id', '=', orderId).where('status', '=', 'succeeded').execute();
    const order = await app.db.selectFrom('orders').select(['status', 'order_total_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const payments = await app.db.selectFrom('payment_transactions').select('amount_cents').where('order_id', '=', orderId).where('provider', '<>', 'free').execute();
    return {
      kept: intents.reduce((sum, intent) => sum + intent.amount_cents - intent.refunded_cents, 0),
      submitted: order.status === 1 ? 0 : order.order_total_cents,
      payments: payments.reduce((sum, payment) => sum + payment.amount_cents, 0),
    };
  }

  test('after every sequence and its jobs, each order kept exactly its submitted total, and a code was used no more than its limit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
        const buyer = await createBuyer(app);
        const lines: string[] = [];
        for (const current of steps) await perform(buyer, lines, current);
        // Every delayed job made due and run: what the queue would do given time.
        await perform(buyer, lines, { kind: 'runJobs' });
        await app.jobs.drain();
        const { kept, submitted, payments } = await ledger(buyer.orderId);
        assert.equal(kept, submitted, `money kept ${kept} for a submitted total of ${submitted} after ${JSON.stringify(steps)}`);
        assert.equal(payments, submitted);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const submitted = await app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('count')).where('status', '<>', 1).executeTakeFirstOrThrow();
    const refunds = await app.db.selectFrom('payment_refunds').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    console.log(`money property: ${RUNS} sequences, ${submitted.count} orders submitted, ${refunds.count} payments refunded (MONEY_RUNS=${RUNS}, MONEY_SEED=${SEED})`);
    const overUsed = await app.db.selectFrom('promo_codes').select('code').where('total_use_limit', '>', 0).where(sql<boolean>`total_used > total_use_limit`).execute();
    assert.deepEqual(overUsed, []);
  });
});
