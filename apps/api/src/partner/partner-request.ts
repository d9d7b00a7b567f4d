import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { orderForPartner, type OrderForPartner } from '../orders/order-for-partner';
import { partnerPatientOf } from '../profiles';
import type { PartnerOrderRequest } from './partner-service';

/** What the partner is sent of an order: its tests (orders) and its patient (profiles). Undefined when there is no such order. */
export async function partnerRequestOf(db: Kysely<Database>, orderId: string): Promise<{ order: OrderForPartner; request: PartnerOrderRequest } | undefined> {
  const order = await orderForPartner(db, orderId);
  if (!order) return undefined;
  const patient = order.profileId ? await partnerPatientOf(db, order.profileId) : undefined;
  // A paid order always has its patient: only a broken invariant lands here, and the job's retries end in ExternalApiError.
  if (!patient) throw new Error('The order has no patient profile to send to the partner.');
  return { order, request: { orderId: order.id, orderNumber: order.number, patient, tests: order.tests } };
}
