import { useNavigate } from '@tanstack/react-router';
import i18next from 'i18next';
import { useState } from 'react';
import { flushCart, refreshCart, settleCart } from '../../entities/cart';
import { closeDialog, openDialog } from '../../lib/dialogs';
import { notify } from '../../lib/notifications';
import { getAuthSession } from '../../lib/session/current-session';
import { readHomeState } from './api/read-home-state';
import { updateBodyFor, updateCartProfiles } from './api/update-cart-profiles';
import { hasLines, nextCheckoutStep } from './checkout-steps';

/**
 * spec/02 4.3 Checkout: guest -> sign in; a forbidden home state -> its
 * notice; otherwise the edits waiting are sent, the order's lines get the
 * customer's profile, the cart closes and checkout opens. Failures are
 * worded by the HTTP client's error bar or the outbox.
 */
export function useStartCheckout(): { start: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const start = async () => {
    const session = getAuthSession();
    setPending(true);
    try {
      const homeState = session?.profileId ? await readHomeState(session.profileId) : undefined;
      const step = nextCheckoutStep(session !== null, homeState);
      if (step.kind === 'signIn') return openDialog('login');
      if (step.kind === 'notice') return openDialog('importantNotice', { notice: step.notice });
      // Checkout prices the server's cart: every edit must have reached it.
      if (!(await flushCart())) return notify({ type: 'error', message: i18next.t('common:errors.offline') });
      const cart = await refreshCart();
      if (hasLines(cart) && session?.profileId) {
        await settleCart(await updateCartProfiles(updateBodyFor(cart, session.profileId)));
      }
      closeDialog();
      await navigate({ to: '/checkout' });
    } catch {
      // The error bar has said why (http client); the cart stays as it is.
    } finally {
      setPending(false);
    }
  };
  return { start, pending };
}
