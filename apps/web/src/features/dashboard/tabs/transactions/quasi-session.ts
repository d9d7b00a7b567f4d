import { addToCartResponseSchema, cartSchema, quasiSessionEndedSchema, quasiSessionSchema, type AddToCartResponse, type Cart, type QuasiSession } from '@labstore/domain';
import { sendWrite } from '../../../../lib/mutations/send-write';

// spec/03 2: to add products to a user's cart or change the items of a
// status-1 order the administrator uses a temporary session with the
// quasi-admin flag, cleared afterwards; spec/03 4: cleared after each action,
// whether it succeeded or failed (docs/api-admin.md "The temporary
// quasi-admin session"). Its token lives only in this closure, for one action.

const segment = (id: string) => encodeURIComponent(id);

/** Opens the customer's temporary session, runs the action with it, and ends it in any case. */
export async function withQuasiSession<T>(userId: string, action: (session: QuasiSession) => Promise<T>): Promise<T> {
  const session = await sendWrite('/api/account/quasiSession', { method: 'POST', body: { userId }, schema: quasiSessionSchema });
  try {
    return await action(session);
  } finally {
    // Silent: the action's own outcome is what the administrator reads; a
    // session this call could not end expires by itself within five minutes.
    await sendWrite(`/api/account/quasiSession/${segment(session.sessionId)}`, { method: 'DELETE', schema: quasiSessionEndedSchema, silent: true }).catch(
      () => undefined,
    );
  }
}

/** POST /api/order/add as the customer: to the named status-1 order, or to their cart (made when null). */
export const addProduct = (session: QuasiSession, orderId: string | null, productId: string): Promise<AddToCartResponse> =>
  sendWrite('/api/order/add', { method: 'POST', body: { orderId, productId }, schema: addToCartResponseSchema, bearer: session.access_token });

/** DELETE /api/order/{orderId}/item/{itemId} as the customer. */
export const removeItem = (session: QuasiSession, orderId: string, itemId: string): Promise<Cart> =>
  sendWrite(`/api/order/${segment(orderId)}/item/${segment(itemId)}`, { method: 'DELETE', schema: cartSchema, bearer: session.access_token });
