import type { OrderHistoryEntry, Receipt } from '@labstore/domain';
import type { AuthContext } from '../plugins/auth';
import { mayCancel, mayDelete } from './order-rules';
import type { OrderView } from './order-views';

/** spec/02 2.10: the order as its get answers it, who it is for, its results, and what the caller may do now. */
export function toHistoryEntry({ cart, patient, results }: OrderView, caller: Pick<AuthContext, 'isAdmin'>): OrderHistoryEntry {
  const { notices: _notices, ...order } = cart;
  return {
    ...order,
    userFullName: patient?.fullName ?? '',
    results,
    canCancel: mayCancel(cart.status, caller),
    canDelete: mayDelete(cart.status, caller),
  };
}

/**
 * spec/02 2.9 and 9: the printable receipt. subTotal is what the tests cost
 * after the promo code and orderTotalWithoutPromo before it, so the promo
 * discount is their difference; the fees are the ones charged; the balance
 * is always 0; the card is the payment's.
 */
export function toReceipt({ order, cart, patient, results }: OrderView): Receipt {
  const physician = results.find((result) => result.physiciansName !== null) ?? null;
  const payment = cart.transactions[0];
  return {
    orderId: order.id,
    number: cart.number,
    submittedDate: cart.submittedDate,
    patient: { fullName: patient?.fullName ?? '', birthDate: patient?.birthDate ?? '' },
    physiciansName: physician?.physiciansName ?? null,
    physiciansNPI: physician?.physiciansNPI ?? null,
    items: cart.items.map((item) => ({
      name: item.product.name,
      cpt: item.product.cpt,
      slug: item.product.slug,
      orderItemInitialPrice: item.orderItemInitialPrice,
      orderItemPrice: item.orderItemPrice,
      promoCode: item.promoCode,
      children: item.children.map((child) => ({ name: child.product.name, cpt: child.product.cpt })),
    })),
    promoCode: cart.promoCode,
    subTotal: cart.summary.subTotalPromoCode,
    orderTotalWithoutPromo: cart.summary.subTotal,
    processingFee: cart.processingFee,
    physicianOversightFee: cart.physicianOversightFee,
    labDrawFee: cart.labDrawFee,
    orderTotal: cart.orderTotal,
    balance: 0,
    creditCardInfo: payment ? { cardType: payment.cardType, last4: payment.last4 } : null,
  };
}
