import type { Database } from '@labstore/db';
import { APP_PATHS, ORDER_STATUS } from '@labstore/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { JobFailure, JobHandler } from '../jobs/job-worker';
import { countNothing, type CountOutcome, type PartnerOutcome } from '../lib/outcomes';
import type { Mailer } from '../mail/mailer';
import { canMoveOrder, moveOrder } from '../orders/order-transitions';
import { ordersRepository } from '../orders/orders.repository';
import { partnerOrdersRepository } from '../orders/partner-orders.repository';
import { queuePartnerCancel, queuePartnerPoll } from '../orders/partner-jobs.kinds';
import { refundOrder } from '../orders/refund-order';
import { orderMailRecipientOf } from '../profiles';
import { recordApproval, recordResults } from '../results';
import { orderEventEmail, type OrderEvent } from './order-emails';
import { partnerRequestOf } from './partner-request';
import { PARTNER_ORDER_STATUS, PartnerRefusal, type PartnerOrderState, type PartnerService } from './partner-service';

// Issue 17: the jobs that drive an order after payment (docs/decisions.md
// "After the order"): submit it to the partner, poll the partner until it
// decides and reports, withdraw a canceled order. Any instance takes them;
// each step checks the order's status under its lock first, so a job run
// twice (a worker that stopped mid-job) changes nothing the second time.

export interface PartnerJobDeps {
  db: Kysely<Database>;
  partner: PartnerService;
  mailer: Mailer;
  /** Where links in e-mails point, without a trailing slash. */
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Issue 21: the metrics' count of partner outcomes (lib/outcomes.ts); none when a test builds the deps by hand. */
  countOutcome?: CountOutcome<PartnerOutcome> | undefined;
}

const { Submitted, InProgress, Completed, Rejected, Canceled, ExternalApiError } = ORDER_STATUS;
/** With no time given by the partner, it is asked again this much later. */
const POLL_FALLBACK_MS = 15 * 60_000;

const orderPayload = z.object({ orderId: z.uuid() });

type Approved = Extract<PartnerOrderState, { status: 'approved' | 'results' }>;
type Order = NonNullable<Awaited<ReturnType<ReturnType<typeof ordersRepository>['findOrder']>>>;

/** The order, locked until the transaction ends. */
async function lockedOrder(trx: Kysely<Database>, orderId: string): Promise<Order | undefined> {
  return ordersRepository(trx).findOrder(orderId, { forUpdate: true });
}

export function partnerJobs(deps: PartnerJobDeps) {
  const { db, partner, mailer, log } = deps;
  const now = deps.now ?? (() => new Date());
  const countOutcome = deps.countOutcome ?? countNothing;
  const orderHistoryUrl = `${deps.publicUrl}${APP_PATHS.orderHistory}`;

  /** The customer hears of it by e-mail, in the transaction that made it so. */
  async function tell(trx: Kysely<Database>, order: Order, event: OrderEvent): Promise<void> {
    const recipient = order.user_id ? await orderMailRecipientOf(trx, order.user_id) : undefined;
    if (!recipient) return;
    const pass = `${deps.publicUrl}${APP_PATHS.labVisitPass.replace('$orderId', order.id)}`;
    const content = orderEventEmail(recipient, event, order.number, { orderHistory: orderHistoryUrl, pass });
    await mailer.send({ to: recipient.email, ...content, sendBy: `order-${event}`, userId: order.user_id ?? undefined }, trx);
  }

  /** The next poll at `at`, or a little later when the partner gave no time (or one already past). */
  function nextPollAt(at: Date | null): Date {
    const soonest = now().getTime();
    return at && at.getTime() > soonest ? at : new Date(soonest + (at ? 1_000 : POLL_FALLBACK_MS));
  }

  /** The physician approved: In Progress, the requisition recorded, the customer told. */
  async function approve(trx: Kysely<Database>, order: Order, state: Approved): Promise<Order> {
    const partnerOrders = partnerOrdersRepository(trx);
    // Back from ExternalApiError after an approval already told: not told twice.
    const toldBefore = ((await partnerOrders.find(order.id))?.status ?? 0) >= PARTNER_ORDER_STATUS.approved;
    await moveOrder(trx, order, InProgress, { cause: `approved by the partner's physician (requisition ${state.requisitionId})` });
    await recordApproval(trx, { orderId: order.id, requisitionId: state.requisitionId, physician: state.physician, approvedAt: state.approvedAt, labAccount: state.labAccount });
    await partnerOrders.setStatus(order.id, PARTNER_ORDER_STATUS.approved);
    if (!toldBefore) await tell(trx, order, 'approved');
    return { ...order, status: InProgress };
  }

  async function complete(trx: Kysely<Database>, order: Order, state: Extract<PartnerOrderState, { status: 'results' }>): Promise<void> {
    await recordResults(trx, { orderId: order.id, requisitionId: state.requisitionId, ...state.results });
    await moveOrder(trx, order, Completed, { cause: `results reported by the laboratory (requisition ${state.requisitionId})` });
    await partnerOrdersRepository(trx).setStatus(order.id, PARTNER_ORDER_STATUS.results);
    await tell(trx, order, 'results');
  }

  async function reject(trx: Kysely<Database>, order: Order, state: Extract<PartnerOrderState, { status: 'rejected' }>): Promise<void> {
    await moveOrder(trx, order, Rejected, { cause: "rejected by the partner's physician" });
    await refundOrder(trx, order.id, 'order_rejected');
    await partnerOrdersRepository(trx).setStatus(order.id, PARTNER_ORDER_STATUS.rejected, state.reason);
    await tell(trx, order, 'rejected');
  }

  /** Applies the partner's answer to the order, under its lock; a step already taken is not taken again. */
  async function apply(orderId: string, state: PartnerOrderState): Promise<void> {
    // Issue 21: the steps taken, counted once the transaction that took them commits.
    const taken: PartnerOutcome[] = [];
    await db.transaction().execute(async (trx) => {
      let order = await lockedOrder(trx, orderId);
      if (!order) return;
      const awaitingDecision = order.status === Submitted || order.status === ExternalApiError;
      switch (state.status) {
        case 'pending':
          if (awaitingDecision) await queuePartnerPoll(trx, orderId, nextPollAt(state.expectedAt));
          return;
        case 'rejected':
          if (awaitingDecision) {
            await reject(trx, order, state);
            taken.push('rejected');
          }
          return;
        case 'approved':
          if (!awaitingDecision) return;
          await approve(trx, order, state);
          taken.push('approved');
          await queuePartnerPoll(trx, orderId, nextPollAt(state.expectedAt));
          return;
        case 'results':
          if (awaitingDecision) {
            order = await approve(trx, order, state);
            taken.push('approved');
          }
          if (order.status === InProgress) {
            await complete(trx, order, state);
            taken.push('resulted');
          }
          return;
        case 'canceled':
          // The partner withdrew an order we did not cancel: an administrator must look (ExternalApiError, error kept).
          if (order.status !== Canceled) throw new Error('The partner says the order is canceled, but it was not canceled here.');
      }
    });
    for (const outcome of taken) countOutcome(outcome);
  }

  /** A refused request will not change on retry: the order waits for an administrator at once. */
  async function giveUp(orderId: string, error: string): Promise<void> {
    await db.transaction().execute((trx) => markUnreachable(trx, orderId, error));
  }

  async function markUnreachable(trx: Kysely<Database>, orderId: string, error: string): Promise<void> {
    const order = await lockedOrder(trx, orderId);
    if (!order) return;
    if (canMoveOrder(order.status, ExternalApiError)) await moveOrder(trx, order, ExternalApiError, { cause: 'the partner could not take the order or answer about it' });
    await partnerOrdersRepository(trx).recordError(orderId, error);
  }

  /** Runs `work`; a PartnerRefusal ends the job with the order in ExternalApiError rather than retrying it. */
  async function refusalEndsIt(orderId: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof PartnerRefusal)) throw error;
      log.warn({ orderId }, 'the partner refused a request about an order');
      await giveUp(orderId, error.message);
      countOutcome('refused');
    }
  }

  /** The last attempt failed: ExternalApiError (when the order may go there), the error kept on the partner order. */
  async function failed(payload: unknown, failure: JobFailure, trx: Kysely<Database>): Promise<void> {
    const parsed = orderPayload.safeParse(payload);
    if (!parsed.success || failure.retryAt) return;
    await markUnreachable(trx, parsed.data.orderId, failure.error);
    countOutcome('unreachable');
    log.error({ orderId: parsed.data.orderId }, 'the partner could not be reached about an order after every attempt');
  }

  const submit: JobHandler = {
    async run(payload) {
      const { orderId } = orderPayload.parse(payload);
      const order = await ordersRepository(db).findOrder(orderId);
      const existing = await partnerOrdersRepository(db).find(orderId);
      // Already with the partner (a second run), or no longer to be sent.
      if (!order || order.status !== Submitted || existing?.partner_order_id) return;
      await refusalEndsIt(orderId, async () => {
        const built = await partnerRequestOf(db, orderId);
        if (!built) return;
        const { partnerOrderId } = await partner.submitOrder(built.request);
        await db.transaction().execute(async (trx) => {
          const locked = await lockedOrder(trx, orderId);
          await partnerOrdersRepository(trx).recordSubmission(orderId, partnerOrderId);
          // Canceled while it was being sent: withdrawn at once.
          if (locked?.status === Canceled) await queuePartnerCancel(trx, orderId);
          else await queuePartnerPoll(trx, orderId);
        });
        log.info({ orderId }, 'order submitted to the partner');
        countOutcome('submitted');
      });
    },
    failed,
  };

  const poll: JobHandler = {
    async run(payload) {
      const { orderId } = orderPayload.parse(payload);
      const order = await ordersRepository(db).findOrder(orderId);
      const partnerOrder = await partnerOrdersRepository(db).find(orderId);
      const open = order && (order.status === Submitted || order.status === InProgress || order.status === ExternalApiError);
      if (!open || !partnerOrder?.partner_order_id) return;
      const partnerOrderId = partnerOrder.partner_order_id;
      await refusalEndsIt(orderId, async () => apply(orderId, await partner.orderState(partnerOrderId)));
    },
    failed,
  };

  const cancel: JobHandler = {
    async run(payload) {
      const { orderId } = orderPayload.parse(payload);
      const partnerOrder = await partnerOrdersRepository(db).find(orderId);
      // Never reached the partner: the submission, seeing the order canceled, sends nothing.
      if (!partnerOrder?.partner_order_id) return;
      await partner.cancelOrder(partnerOrder.partner_order_id);
      countOutcome('withdrawn');
      log.info({ orderId }, 'order withdrawn from the partner');
    },
    failed,
  };

  return { submit, poll, cancel };
}
