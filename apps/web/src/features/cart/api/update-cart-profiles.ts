import { CART_UPDATE_ACTION, cartSchema, type Cart, type UpdateCartBody } from '@labstore/domain';
import { sendWrite } from '../../../lib/mutations/send-write';

// spec/02 4.3 and 7: before checkout a signed-in customer's order is updated
// with its items and the profile each is for (PUT /api/order/update/).

export function updateBodyFor(cart: Cart, profileId: string): UpdateCartBody {
  return { orderId: cart.id, action: CART_UPDATE_ACTION, items: cart.items.map((item) => ({ id: item.id, ProfileId: profileId })) };
}

export function updateCartProfiles(body: UpdateCartBody): Promise<Cart> {
  return sendWrite('/api/order/update/', { method: 'PUT', body, schema: cartSchema });
}
