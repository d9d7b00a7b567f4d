import type { Database, Order } from '@labstore/db';
import type { Kysely } from 'kysely';
import { isUuid } from '../lib/uuid';

// Issue 17: what the partner is sent of an order (partner/partner-request.ts
// adds the patient, which the profiles feature owns): its number, whose it
// is, and its tests by the partner's code (products.pwn_code). Nothing of the
// payment.

export interface OrderTest {
  /** The partner's test code. */
  code: string;
  /** Our product name. */
  name: string;
}

export interface OrderForPartner {
  id: string;
  number: number;
  status: number;
  userId: string | null;
  /** The patient: the profile of the order's lines, else the order's own. */
  profileId: string | null;
  tests: OrderTest[];
}

interface LineRow {
  id: string;
  parent_item_id: string | null;
  profile_id: string | null;
  pwn_code: string;
  name: string;
}

/**
 * A panel goes as itself when the partner knows its code; one it does not
 * know goes as its members. A test ordered twice goes once.
 */
function testsOf(lines: readonly LineRow[]): OrderTest[] {
  const tests = new Map<string, OrderTest>();
  const add = (line: LineRow) => {
    if (line.pwn_code !== '' && !tests.has(line.pwn_code)) tests.set(line.pwn_code, { code: line.pwn_code, name: line.name });
  };
  for (const line of lines.filter((row) => row.parent_item_id === null)) {
    if (line.pwn_code !== '') add(line);
    else lines.filter((member) => member.parent_item_id === line.id).forEach(add);
  }
  return [...tests.values()];
}

/** The order as the partner gets it; undefined when there is no such order. */
export async function orderForPartner(db: Kysely<Database>, orderId: string): Promise<OrderForPartner | undefined> {
  if (!isUuid(orderId)) return undefined;
  const order: Pick<Order, 'id' | 'number' | 'status' | 'user_id' | 'profile_id'> | undefined = await db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'user_id', 'profile_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const lines = await db
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.parent_item_id', 'i.profile_id', 'p.pwn_code', 'p.name'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.created_at')
    .orderBy('p.name')
    .orderBy('i.id')
    .execute();
  const lineProfile = lines.find((line) => line.parent_item_id === null && line.profile_id !== null)?.profile_id;
  return { id: order.id, number: order.number, status: order.status, userId: order.user_id, profileId: lineProfile ?? order.profile_id, tests: testsOf(lines) };
}
