import '../i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { refreshCart } from '../../../entities/cart';
import { CartContents } from './cart-contents';

/** spec/02 2.6: the cart page (route /cart). A lazily loaded route chunk. */
export function CartScreen() {
  const { t } = useTranslation('cart');
  // spec/02 4.3: the cart is refreshed when opened.
  useEffect(() => {
    void refreshCart();
  }, []);
  return (
    <>
      <ScreenTitle title={t('title')} />
      <CartContents variant="page" />
    </>
  );
}
