import '../i18n';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { siteLanguageOfI18n } from '../../../lib/formats';
import { openDialog } from '../../../lib/dialogs';
import { notify } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { refreshCart, settleCart } from '../../../entities/cart';
import { checkPromoCode } from '../api/promo-calls';
import { storePromoCode } from '../promo-storage';
import { applyStoredPromoCode } from '../stored-promo';
import { welcomeDiscount } from '../welcome-discount';

/**
 * spec/02 2.1, 4.4: product/{id}/promocode/{code} and promocode/{code}. The
 * code is looked up; a usable one is kept for the session, welcomed, and put
 * on the cart when there is one; an unusable one is said as the server words
 * it. The product link then shows the product page.
 */
export function PromoLinkLanding() {
  const { code, id } = useParams({ strict: false });
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    checkPromoCode(code, controller.signal)
      .then(async (promo) => {
        storePromoCode(promo.code);
        openDialog('promoWelcome', { code: promo.code, discount: welcomeDiscount(promo, siteLanguageOfI18n(i18n)) });
        const cart = await refreshCart();
        if (cart) await applyStoredPromoCode(cart, settleCart);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) notify({ type: 'error', message: error.message });
      })
      .finally(() => {
        if (id && !controller.signal.aborted) void navigate({ ...paths.product(id), replace: true });
      });
    return () => controller.abort();
  }, [code, id, navigate, i18n]);
  return null;
}
