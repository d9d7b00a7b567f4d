import { ORDER_STATUS } from '@labstore/domain';
import type { AuthContext } from '../plugins/auth';

// docs/decisions.md "After the order": what a caller may do to an order. A
// customer (or an administrator acting as one through login-as) cancels only
// before the physician approved, and removes from the history only an order
// that was rejected or canceled; an administrator also cancels an order in
// progress or stuck in ExternalApiError, and removes carts (spec/03
// Transactions: Remove for Cart or Rejected).

const { Cart, Submitted, InProgress, Rejected, Canceled, ExternalApiError } = ORDER_STATUS;

const CUSTOMER_CANCELS: ReadonlySet<number> = new Set([Submitted]);
const ADMIN_CANCELS: ReadonlySet<number> = new Set([Submitted, InProgress, ExternalApiError]);
const CUSTOMER_DELETES: ReadonlySet<number> = new Set([Rejected, Canceled]);
const ADMIN_DELETES: ReadonlySet<number> = new Set([Cart, Rejected, Canceled]);

type Caller = Pick<AuthContext, 'isAdmin'>;

export function mayCancel(status: number, caller: Caller): boolean {
  return (caller.isAdmin ? ADMIN_CANCELS : CUSTOMER_CANCELS).has(status);
}

export function mayDelete(status: number, caller: Caller): boolean {
  return (caller.isAdmin ? ADMIN_DELETES : CUSTOMER_DELETES).has(status);
}
