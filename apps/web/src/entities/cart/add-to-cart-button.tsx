import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartProductSummary } from './cart-edits';
import { openDialog } from '../../lib/dialogs';
import { notify } from '../../lib/notifications';
import { formButtonClasses } from '../../components/ui/form-button-classes';
import { CartIcon } from '../../components/ui/icons';

// spec/02 2.4: Add to Cart, on the product page and on every product list.
// The cart (Dexie, the outbox) loads on the first press, so a page of
// products does not carry it. A COVID-19 product asks its questionnaire
// first (spec/02 4.7) and is added with its result.

interface AddToCartButtonProps {
  product: CartProductSummary;
  className?: string;
}

export function AddToCartButton({ product, className }: AddToCartButtonProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  // A repeated press is ignored rather than the button disabled: a disabled
  // button drops the focus, and the questionnaire dialog could not give it back.
  const pressing = useRef(false);

  const onPress = async () => {
    if (pressing.current) return;
    pressing.current = true;
    setBusy(true);
    try {
      const cart = await import('./index');
      const variant = await cart.eligibilityVariantOf(product);
      if (variant === null) {
        await cart.addToCart(product);
        announceIfQueued(product.name);
        return;
      }
      openDialog('covidEligibility', {
        variant,
        productName: product.name,
        onComplete: (eligibility) => void cart.addToCart(product, eligibility).then(() => announceIfQueued(product.name)),
      });
    } finally {
      pressing.current = false;
      setBusy(false);
    }
  };

  const announceIfQueued = (name: string) => {
    // Online the server's own notice ("… has been added to your cart.") follows.
    if (!navigator.onLine) notify({ type: 'info', message: t('cart.queued', { name }) });
  };

  return (
    <button
      type="button"
      className={className ? `${formButtonClasses.primary} ${className}` : formButtonClasses.primary}
      onClick={() => void onPress()}
      aria-busy={busy || undefined}
      aria-label={t('cart.addLabel', { name: product.name })}
    >
      <CartIcon width="18" height="18" />
      {t('cart.add')}
    </button>
  );
}
