import '../i18n';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './payment.module.css';

// spec/02 2.9: the card payment provider's embedded form. Stripe.js is
// fetched only here, when the intent answer names Stripe with a publishable
// key (the 'pure' entry does not load it on import), so the storefront's
// first load and the sandbox never carry it. The card number goes from this
// frame to Stripe, never to our server.

export type StripeCard =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; stripe: Stripe; card: StripeCardElement };

export function useStripeCard(publishableKey: string): { mountRef: React.RefObject<HTMLDivElement | null>; stripeCard: StripeCard } {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripeCard, setStripeCard] = useState<StripeCard>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | undefined;
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !mountRef.current) {
          setStripeCard({ status: 'failed' });
          return;
        }
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        setStripeCard({ status: 'ready', stripe, card });
      })
      .catch(() => {
        if (!cancelled) setStripeCard({ status: 'failed' });
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);
  return { mountRef, stripeCard };
}

/** Where Stripe mounts its card frame, with what is happening meanwhile. */
export function StripeCardFrame({ mountRef, stripeCard }: ReturnType<typeof useStripeCard>) {
  const { t } = useTranslation('checkout');
  return (
    <div>
      <p className={styles.message}>{t('payment.stripeCard')}</p>
      <div ref={mountRef} className={styles.stripeCard} />
      {stripeCard.status === 'loading' && <p aria-busy="true">{t('payment.loadingForm')}</p>}
      {stripeCard.status === 'failed' && <p role="alert">{t('payment.formFailed')}</p>}
    </div>
  );
}
