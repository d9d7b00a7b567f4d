import type { OrderStatus } from '@labstore/domain';
import type { CheckoutResult } from '@labstore/domain';
import type { FastifyInstance } from 'fastify';
import { added } from '../cart/cart.test-fixtures';
import { confirmationRequest, createBuyer, insertApprovedProduct, intentRequest, type Buyer } from '../checkout/checkout.test-fixtures';
import { moveOrder } from '../orders/order-transitions';
import type { TestUserOptions } from '../profiles/profiles.test-fixtures';

// Customers with paid orders, and the partner's steps the order history tests need.

type Headers = Record<string, string>;

/** Pays an open cart with Stripe's test card, through the intent and the confirmation. Answers the order's number. */
export async function payCart(app: FastifyInstance, orderId: string, headers: Headers): Promise<number> {
  const intent = await intentRequest(app, orderId, headers);
  if (intent.statusCode !== 200) throw new Error(`intent: ${intent.statusCode} ${intent.body}`);
  const paid = await confirmationRequest(app, { orderId, paymentMethodId: 'pm_card_visa' }, headers);
  if (paid.statusCode !== 200) throw new Error(`confirmation: ${paid.statusCode} ${paid.body}`);
  return paid.json<CheckoutResult>().number;
}

/** A customer with one paid ($39.00) order. */
export async function paidBuyer(app: FastifyInstance, options: TestUserOptions = {}): Promise<Buyer & { number: number }> {
  const buyer = await createBuyer(app, options);
  const number = await payCart(app, buyer.orderId, buyer.headers);
  await sentToPartner(app);
  return { ...buyer, number };
}

/**
 * The app's job worker sends each paid order to the (sandbox) partner in the
 * background: the tests start once it has, so what they do next (a cancel,
 * a move) never races the submission (which withdraws an order canceled
 * meanwhile, a second partner cancel).
 */
async function sentToPartner(app: FastifyInstance): Promise<void> {
  await app.jobs.drain();
}

/** Another paid order of the customer: a new test in a new cart, paid. Answers its id. */
export async function anotherPaidOrder(app: FastifyInstance, headers: Headers): Promise<string> {
  const product = await insertApprovedProduct(app);
  const { id } = await added(app, { productId: product.id }, headers);
  await payCart(app, id, headers);
  await sentToPartner(app);
  return id;
}

/** Moves an order as the partner's jobs would (the one place statuses change). */
export async function moveAsPartner(app: FastifyInstance, orderId: string, to: OrderStatus): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
    await moveOrder(trx, order, to, { cause: 'test: the partner answered' });
  });
}

/** The requisition the physician's approval leaves (results/results-records.ts writes it in the app). */
export async function insertRequisition(app: FastifyInstance, orderId: string, reported = false): Promise<void> {
  const report = await app.db
    .insertInto('order_results')
    .values({
      order_id: orderId,
      api_result_id: `REQ-${orderId.slice(0, 8)}`,
      physicians_name: 'Dr. Ada Byron',
      physicians_npi: '1234567893',
      approved_at: new Date('2026-11-20T13:00:00.000Z'),
      reported_at: reported ? new Date('2026-11-22T13:00:00.000Z') : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!reported) return;
  // Results are reported with their observations (results/results-records.ts).
  await app.db
    .insertInto('lab_observations')
    .values({
      order_result_id: report.id,
      position: 0,
      test_code: 'FERRITIN',
      test_name: 'Ferritin',
      loinc: '2276-4',
      analyte: 'Ferritin',
      value_numeric: 88,
      unit: 'ng/mL',
      range_low: 30,
      range_high: 400,
      flag: 'normal',
      collected_at: '2026-11-21T13:00:00.000Z',
      reported_at: '2026-11-22T13:00:00.000Z',
    })
    .execute();
}

export async function jobsOf(app: FastifyInstance, kind: string, orderId: string) {
  const rows = await app.db.selectFrom('jobs').select(['kind', 'payload']).where('kind', '=', kind).execute();
  return rows.filter((row) => (row.payload as { orderId?: string }).orderId === orderId);
}
