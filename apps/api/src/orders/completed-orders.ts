import type { Database } from '@labstore/db';
import { ORDER_STATUS } from '@labstore/domain';
import type { Kysely } from 'kysely';

/** Issue 17: a customer's Completed orders (those with results), oldest first, for their results' trends. */
export function completedOrdersOf(db: Kysely<Database>, userId: string): Promise<Array<{ id: string; number: number }>> {
  return db
    .selectFrom('orders')
    .select(['id', 'number'])
    .where('user_id', '=', userId)
    .where('status', '=', ORDER_STATUS.Completed)
    .orderBy('submitted_at')
    .orderBy('number')
    .execute();
}
