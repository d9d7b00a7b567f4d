import '../i18n';
import { summaryRows, type CartItem } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormButton } from '../../../components/ui/form-controls';
import { formButtonClasses } from '../../../components/ui/form-button-classes';
import { clearCart, removeFromCart, useCart, type CartProductSummary } from '../../../entities/cart';
import { paths } from '../../../lib/paths';
import { useStartCheckout } from '../use-start-checkout';
import { CartLines } from './cart-lines';
import { CartDiscounts, CartSummary } from './cart-summary';
import { NearestTestCenter } from './nearest-test-center';
import { SyncStatus } from './sync-status';
import styles from './cart-contents.module.css';

// spec/02 2.6: what the cart page and the header panel both show.

type Confirming = { kind: 'remove'; line: CartItem | CartProductSummary } | { kind: 'clear' } | null;

interface CartContentsProps {
  /** The page lays the summary beside the lines; the narrow header panel below them. */
  variant: 'page' | 'panel';
  /** The header panel closes when the visitor leaves it for another page. */
  onNavigate?: () => void;
}

export function CartContents({ variant, onNavigate }: CartContentsProps) {
  const { t } = useTranslation('cart');
  const { t: common } = useTranslation('common');
  const view = useCart();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const checkout = useStartCheckout();
  const empty = view.items.length === 0 && view.pendingAdds.length === 0;

  const confirm = () => {
    if (confirming?.kind === 'remove') void removeFromCart(confirming.line);
    if (confirming?.kind === 'clear') void clearCart();
    setConfirming(null);
  };
  const lineName = (line: CartItem | CartProductSummary) => ('product' in line ? line.product.name : line.name);

  if (!view.loaded) return <p role="status">{common('loading')}</p>;
  const rows = view.cart ? summaryRows(view.cart) : null;

  return (
    <div className={styles.contents}>
      <SyncStatus view={view} />
      {empty ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <Link {...paths.catalogue()} className={formButtonClasses.primary} onClick={onNavigate}>
            {t('browse')}
          </Link>
        </div>
      ) : (
        <div className={variant === 'page' ? styles.pageLayout : styles.panelLayout}>
          <div className={styles.main}>
            <CartLines items={view.items} shownLines={rows?.lines ?? []} pendingAdds={view.pendingAdds} onRemove={(line) => setConfirming({ kind: 'remove', line })} onNavigate={onNavigate} />
            <div className={styles.clearRow}>
              <FormButton onClick={() => setConfirming({ kind: 'clear' })}>{t('clear')}</FormButton>
            </div>
            {rows && <CartDiscounts rows={rows} />}
            {view.cart?.summary.hasCovidIgG && <p className={styles.note}>{t('covidIgGNote')}</p>}
          </div>
          <aside className={styles.side}>
            {rows && <CartSummary rows={rows} />}
            <div className={styles.actions}>
              <Link {...paths.catalogue()} className={formButtonClasses.secondary} onClick={onNavigate}>
                {t('continueShopping')}
              </Link>
              <FormButton
                variant="primary"
                onClick={() => void checkout.start()}
                disabled={!view.online || checkout.pending}
                aria-busy={checkout.pending || undefined}
                aria-describedby={view.online ? undefined : 'cart-checkout-offline'}
              >
                {t('checkout')}
              </FormButton>
              {!view.online && (
                <p id="cart-checkout-offline" className={styles.reason}>
                  {t('checkoutNeedsNetwork')}
                </p>
              )}
            </div>
            <NearestTestCenter onNavigate={onNavigate} />
          </aside>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('confirm.title')}
        question={confirming?.kind === 'remove' ? t('confirm.removeLine', { name: lineName(confirming.line) }) : t('confirm.clear')}
        noLabel={t('confirm.no')}
        yesLabel={t('confirm.yes')}
        onNo={() => setConfirming(null)}
        onYes={confirm}
      />
    </div>
  );
}
