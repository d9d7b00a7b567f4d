import type { AdminTransaction, CartChildItem, CartItem, CartProduct } from '@labstore/domain';
import type { AccountHolder } from '../profiles';
import { mayCancel, mayDelete } from './order-rules';
import type { OrderView } from './order-views';

const ADMIN = { isAdmin: true };

function productOf({ id, name, slug, productType }: CartProduct): AdminTransaction['items'][number]['product'] {
  return { id, name, slug, productType };
}

function childOf(child: CartChildItem): AdminTransaction['items'][number]['children'][number] {
  return { id: child.id, product: productOf(child.product), isChild: true };
}

function itemOf(item: CartItem): AdminTransaction['items'][number] {
  return { id: item.id, product: productOf(item.product), children: item.children.map(childOf), orderItemPrice: item.orderItemPrice, isChild: false };
}

/**
 * spec/03 2 Transactions row (3 Order): the order as priced for its get, the
 * account holder's name and e-mail, and what an administrator may do now. A
 * removed order keeps its row (its money and records are kept) but cannot be
 * removed again.
 */
export function toAdminTransaction({ order, cart, patient }: OrderView, holder: AccountHolder | undefined): AdminTransaction {
  const removed = order.hidden_at !== null;
  return {
    id: cart.id,
    number: cart.number,
    createdDate: cart.createdDate,
    status: cart.status,
    userId: order.user_id,
    userFullName: holder?.fullName ?? '',
    userEmail: holder?.email ?? '',
    patientFullName: patient && order.profile_id !== holder?.profileId ? patient.fullName : null,
    orderTotal: cart.orderTotal,
    subTotal: cart.subTotal,
    processingFee: cart.processingFee,
    physicianOversightFee: cart.physicianOversightFee,
    labDrawFee: cart.labDrawFee,
    promoCode: cart.promoCode,
    isPaymentSkipped: cart.isPaymentSkipped,
    submittedDate: cart.submittedDate,
    isRemovedFromHistory: removed,
    transactions: cart.transactions,
    items: cart.items.map(itemOf),
    canCancel: mayCancel(cart.status, ADMIN),
    canDelete: !removed && mayDelete(cart.status, ADMIN),
  };
}
