import '../i18n';
import { CART_MESSAGES, summaryRows, type Cart, type PaymentIntentResponse } from '@labstore/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../components/ui/form-controls';
import { formButtonClasses } from '../../../components/ui/form-button-classes';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { flushCart, forgetCart, refreshCart, settleCart, useCart } from '../../../entities/cart';
import { openDialog } from '../../../lib/dialogs';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { clearNotification, notify } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useAuthSession } from '../../../lib/session/current-session';
import type { AuthSession } from '../../../lib/session/session-record';
import { confirmFreeOrder, createPaymentIntent } from '../api/checkout-calls';
import { useCheckoutProfile } from '../api/checkout-profile';
import { NO_BOXES_TICKED, placeOrderBlocker, type CheckoutBoxes } from '../checkout-gate';
import { placeOrder } from '../place-order';
import { forgetPromoCode } from '../promo-storage';
import { applyStoredPromoCode } from '../stored-promo';
import { AccountVerification, ConsentForService, TrustPanel } from './checkout-sections';
import { OrderLines, SummaryFigures } from './order-summary';
import { PaymentDialog } from './payment-dialog';
import { ProgressDialog } from './progress-dialog';
import { PromoPanel } from './promo-panel';
import styles from './checkout.module.css';

/** spec/02 2.7: checkout, for a signed-in customer only; a guest is asked to sign in. */
export function CheckoutScreen() {
  const session = useAuthSession();
  return session ? <SignedInCheckout session={session} /> : <SignInFirst />;
}

function SignInFirst() {
  const { t } = useTranslation('checkout');
  useEffect(() => openDialog('login'), []);
  return (
    <div className={styles.screen}>
      <ScreenTitle title={t('titleNoNumber')} />
      <p>{t('signInNeeded')}</p>
      <div>
        <FormButton variant="primary" onClick={() => openDialog('login')}>
          {t('signIn')}
        </FormButton>
      </div>
    </div>
  );
}

function SignedInCheckout({ session }: { session: AuthSession }) {
  const { t } = useTranslation('checkout');
  const view = useCart();
  const profile = useCheckoutProfile(session.profileId);
  const [boxes, setBoxes] = useState<CheckoutBoxes>(NO_BOXES_TICKED);
  const { cart } = view;

  // spec/02 4.3, 4.4: the cart is read afresh when checkout opens, and a code kept for the session goes onto it.
  const openCheckout = useEffectEvent(async () => {
    const fresh = await refreshCart();
    if (fresh) await applyStoredPromoCode(fresh, settleCart);
  });
  useEffect(() => {
    void openCheckout();
  }, []);

  if (!cart && !view.loaded) return <CheckoutMessage title={t('titleNoNumber')} text={t('loading')} busy />;
  if (!cart || (view.items.length === 0 && view.pendingAdds.length === 0)) return <EmptyCheckout />;

  const onBoxes = (patch: Partial<CheckoutBoxes>) => setBoxes((previous) => ({ ...previous, ...patch }));
  const rows = summaryRows(cart);
  return (
    <div className={styles.screen}>
      <ScreenTitle title={t('title', { number: cart.number })} />
      {!view.online && (
        <p className={styles.notice} role="status">
          {t('offline')}
        </p>
      )}
      {view.online && view.pendingCount > 0 && <p className={styles.notice}>{t('pendingSync')}</p>}
      <div className={styles.layout}>
        <div className={styles.sections}>
          <AccountVerification profile={profile.data} boxes={boxes} onChange={onBoxes} />
          <section className={styles.card} aria-labelledby="checkout-review">
            <h2 id="checkout-review" className={styles.heading}>
              {t('review.heading')}
            </h2>
            {boxes.verified ? (
              <>
                <PromoPanel cart={cart} onCart={(next) => void settleCart(next)} />
                <OrderLines items={view.items} rows={rows} />
              </>
            ) : (
              <p className={styles.note}>{t('review.waiting')}</p>
            )}
          </section>
          {boxes.verified && <ConsentForService boxes={boxes} onChange={onBoxes} />}
        </div>
        <aside className={styles.aside} aria-label={t('summary.heading')}>
          <section className={styles.card} aria-labelledby="checkout-summary">
            <h2 id="checkout-summary" className={styles.heading}>
              {t('summary.heading')}
            </h2>
            <OrderLines items={view.items} rows={rows} />
            <SummaryFigures rows={rows} hasCovidIgG={cart.summary.hasCovidIgG} />
            <PlaceOrder cart={cart} boxes={boxes} online={view.online} homeState={profile.data?.homeAddress?.state ?? null} userId={session.userId} />
          </section>
          <TrustPanel />
        </aside>
      </div>
    </div>
  );
}

interface PlaceOrderProps {
  cart: Cart;
  boxes: CheckoutBoxes;
  online: boolean;
  homeState: string | null;
  userId: string | null;
}

/**
 * spec/02 2.7 and 4.5: "Place Order by Secure Checkout". While it may not be
 * pressed it stays focusable (aria-disabled), so its tooltip, tied to it
 * with aria-describedby, is read and shown on focus as on hover.
 */
function PlaceOrder({ cart, boxes, online, homeState, userId }: PlaceOrderProps) {
  const { t } = useTranslation('checkout');
  const say = useMessageText();
  const navigate = useNavigate();
  const tooltipId = useId();
  const [working, setWorking] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const blocker = placeOrderBlocker(boxes, online);

  // spec/02 4.5 steps 4 and 5: the cart and the stored code are cleared, and the customer goes to the account page (its Order History).
  const finish = async () => {
    setIntent(null);
    // An earlier attempt's error (a declined card) must not show over the success.
    clearNotification();
    forgetPromoCode();
    await forgetCart();
    await navigate(paths.orderHistory());
    openDialog('checkoutSuccess');
  };

  const start = async () => {
    if (blocker || working) return;
    setWorking(true);
    try {
      const outcome = await placeOrder({
        orderId: cart.id,
        homeState,
        flushCart,
        refreshCart,
        createIntent: createPaymentIntent,
        confirmFree: async (orderId) => {
          setProcessing(true);
          try {
            return await confirmFreeOrder(orderId);
          } finally {
            setProcessing(false);
          }
        },
      });
      if (outcome.kind === 'forbidden') openDialog('importantNotice', { notice: outcome.notice });
      else if (outcome.kind === 'unreached') notify({ type: 'error', message: t('place.needNetwork') });
      else if (outcome.kind === 'empty') notify({ type: 'block', message: say(CART_MESSAGES.emptyCheckout) ?? CART_MESSAGES.emptyCheckout });
      else if (outcome.kind === 'refused') {
        // spec/02 8: items no longer approved; the notice asks to contact support, and offers it (spec/02 2.9).
        notify({ type: 'block', message: outcome.notices.map((notice) => notice.message).join('\n'), contact: true });
        await refreshCart();
      } else if (outcome.kind === 'submitted') await finish();
      else if (outcome.kind === 'pay') setIntent(outcome.intent);
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <div className={styles.placeWrap}>
        <button
          type="button"
          className={`${formButtonClasses.primary} ${styles.place}`}
          aria-disabled={blocker !== null || working}
          aria-describedby={blocker ? tooltipId : undefined}
          aria-busy={working || undefined}
          onClick={() => void start()}
        >
          {t('place.button')}
        </button>
        {blocker && (
          <span id={tooltipId} role="tooltip" className={styles.tooltip}>
            {t(`place.${blocker}`)}
          </span>
        )}
      </div>
      {processing && <ProgressDialog />}
      {intent && (
        <PaymentDialog
          intent={intent}
          orderId={cart.id}
          userId={userId}
          onClose={() => setIntent(null)}
          onSucceeded={() => void finish()}
          onSettled={() => void refreshCart()}
        />
      )}
    </>
  );
}

function EmptyCheckout() {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.screen}>
      <ScreenTitle title={t('titleNoNumber')} />
      <p>{t('emptyCart')}</p>
      <div>
        <Link className={formButtonClasses.primary} {...paths.catalogue()}>
          {t('browseTests')}
        </Link>
      </div>
    </div>
  );
}

function CheckoutMessage({ title, text, busy = false }: { title: string; text: string; busy?: boolean }) {
  return (
    <div className={styles.screen}>
      <ScreenTitle title={title} />
      <p aria-busy={busy || undefined}>{text}</p>
    </div>
  );
}
