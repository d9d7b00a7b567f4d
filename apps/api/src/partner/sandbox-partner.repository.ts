import type { Database, SandboxPartnerOrdersTable } from '@labstore/db';
import { type Insertable, type Kysely, type Selectable } from 'kysely';

export type SandboxPartnerOrder = Selectable<SandboxPartnerOrdersTable>;

/** All Kysely code of the sandbox partner's own books (sandbox_partner_orders). */
export function sandboxPartnerRepository(db: Kysely<Database>) {
  return {
    /** Records an order once: the same order again leaves the first record as it was. */
    async insertOnce(order: Insertable<SandboxPartnerOrdersTable>): Promise<SandboxPartnerOrder> {
      await db.insertInto('sandbox_partner_orders').values(order).onConflict((conflict) => conflict.column('order_id').doNothing()).execute();
      return db.selectFrom('sandbox_partner_orders').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    },

    find(partnerOrderId: string): Promise<SandboxPartnerOrder | undefined> {
      return db.selectFrom('sandbox_partner_orders').selectAll().where('partner_order_id', '=', partnerOrderId).executeTakeFirst();
    },

    findByRequisition(requisitionId: string): Promise<SandboxPartnerOrder | undefined> {
      return db.selectFrom('sandbox_partner_orders').selectAll().where('requisition_id', '=', requisitionId).executeTakeFirst();
    },

    /** The decision's time, kept the first time it is seen. */
    async markDecided(partnerOrderId: string, at: Date): Promise<void> {
      await db.updateTable('sandbox_partner_orders').set({ decided_at: at }).where('partner_order_id', '=', partnerOrderId).where('decided_at', 'is', null).execute();
    },

    async markCanceled(partnerOrderId: string, at: Date): Promise<void> {
      await db.updateTable('sandbox_partner_orders').set({ canceled_at: at }).where('partner_order_id', '=', partnerOrderId).where('canceled_at', 'is', null).execute();
    },

    /** Approved orders canceled once their results were due: the laboratory had already reported them. */
    reportedThenCanceled(): Promise<SandboxPartnerOrder[]> {
      return db
        .selectFrom('sandbox_partner_orders')
        .selectAll()
        .where('rejection_reason', 'is', null)
        .where('results_at', 'is not', null)
        .where('requisition_id', 'is not', null)
        .whereRef('canceled_at', '>=', 'results_at')
        .orderBy('results_at')
        .execute();
    },
  };
}
