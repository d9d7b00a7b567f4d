import '../i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { refreshCart } from '../../../entities/cart';
import { closeDialog } from '../../../lib/dialogs';
import { CartContents } from './cart-contents';

/**
 * spec/02 2.6: the cart opened as a panel from the header's CART (n). A modal
 * dialog: opening it moves focus into it and says its title; the header says
 * when it closes.
 */
export function CartPanel() {
  const { t } = useTranslation('cart');
  // spec/02 4.3: the cart is refreshed when opened.
  useEffect(() => {
    void refreshCart();
  }, []);
  return (
    <Dialog open onClose={closeDialog} title={t('panelTitle')}>
      <CartContents variant="panel" onNavigate={closeDialog} />
    </Dialog>
  );
}
