import type { Cart } from '@labstore/domain';
import type { CartEdit, CartRequest } from './cart-edits';

// spec/02 7 "Cart and orders": the request each edit becomes, resolved
// against the cart as it is when the edit's turn comes (an add queued before
// any cart existed goes to the cart the first add made).

/** The request for an edit, or null when there is nothing left for it to do. */
export function requestForEdit(edit: CartEdit, orderId: string | null, cart: Cart | null): CartRequest | null {
  switch (edit.kind) {
    case 'add':
      return {
        method: 'POST',
        url: '/api/order/add',
        body: { orderId, productId: edit.product.id, ...(edit.eligibility ? { eligibility: edit.eligibility } : {}) },
      };
    case 'remove': {
      const itemId = edit.itemId ?? cart?.items.find((item) => item.product.id === edit.productId)?.id ?? null;
      if (orderId === null || itemId === null) return null;
      return { method: 'DELETE', url: `/api/order/${encodeURIComponent(orderId)}/item/${encodeURIComponent(itemId)}` };
    }
    case 'clear':
      return orderId === null ? null : { method: 'DELETE', url: `/api/order/${encodeURIComponent(orderId)}/items` };
  }
}
