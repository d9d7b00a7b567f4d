import '../i18n';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormButton } from '../../../components/ui/form-controls';
import { formButtonClasses } from '../../../components/ui/form-button-classes';
import { closeDialog, useDialogContext, useOpenDialog } from '../../../lib/dialogs';
import { paths } from '../../../lib/paths';
import styles from './payment.module.css';

/**
 * The checkout's dialogs that outlive a screen, opened through the dialogs
 * store: the success dialog shows over the account page the customer is
 * taken to, the promo welcome over the page a promo link leads to. The app
 * loads this chunk only when one of them opens.
 */
export default function CheckoutDialogs() {
  const open = useOpenDialog();
  if (open === 'checkoutSuccess') return <CheckoutSuccessDialog />;
  if (open === 'promoWelcome') return <PromoWelcomeDialog />;
  return null;
}

/**
 * spec/02 2.9 Checkout success. "Go to Order History" and the close icon
 * both go to the account area's Order History tab and close the dialog.
 */
function CheckoutSuccessDialog() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const goToOrders = () => {
    closeDialog();
    void navigate(paths.orderHistory());
  };
  return (
    <Dialog open onClose={goToOrders} title={t('success.title')}>
      <div className={styles.body}>
        <p>{t('success.text')}</p>
        <p>
          {/* The FAQ answers how long approval takes. */}
          <Link className={formButtonClasses.link} {...paths.contentPage('faq')} onClick={closeDialog}>
            {t('success.help')}
          </Link>
        </p>
        <div className={styles.actions}>
          <FormButton variant="primary" onClick={goToOrders}>
            {t('success.orderHistory')}
          </FormButton>
        </div>
      </div>
    </Dialog>
  );
}

/** spec/02 2.9 Promo-code welcome: one wording naming the discount, a generic one; Continue. */
function PromoWelcomeDialog() {
  const { t } = useTranslation('checkout');
  const context = useDialogContext('promoWelcome');
  if (!context) return null;
  return (
    <Dialog open onClose={closeDialog} title={t('welcome.title')} size="small">
      <div className={styles.body}>
        <p>{context.discount ? t('welcome.withDiscount', { code: context.code, discount: context.discount }) : t('welcome.generic', { code: context.code })}</p>
        <div className={styles.actions}>
          <FormButton variant="primary" onClick={closeDialog}>
            {t('welcome.continue')}
          </FormButton>
        </div>
      </div>
    </Dialog>
  );
}
