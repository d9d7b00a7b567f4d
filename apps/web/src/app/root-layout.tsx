import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AccountDialogs } from '../features/accounts/components/account-dialogs';
import { useContentList } from '../features/content/api/get-content-list';
import { CovidEligibilityHost } from '../features/covid-eligibility/components/covid-eligibility-host';
import { useReferralCapture } from '../features/referral/use-referral-capture';
import { Footer } from '../features/shell/components/footer';
import { Header } from '../features/shell/components/header';
import { NotificationBar } from '../features/shell/components/notification-bar';
import { OfflineBanner } from '../features/shell/components/offline-banner';
import { ProgressBar } from '../features/shell/components/progress-bar';
import { useOpenDialog, type AppDialog } from '../lib/dialogs';
import { useAuthSession } from '../lib/session/current-session';
import { useAccountEnvironment } from './account-environment';
import { useSupportSender } from './support-sender';
import styles from './root-layout.module.css';

// The checkout's dialogs that outlive its screen (success, promo welcome) load when one opens.
const CheckoutDialogs = lazy(() => import('../features/checkout/components/checkout-dialogs'));
const CHECKOUT_DIALOGS: ReadonlySet<AppDialog> = new Set(['checkoutSuccess', 'promoWelcome']);

// spec/02 2.6: the header's cart panel loads when first opened.
const CartPanel = lazy(() => import('../features/cart/components/cart-panel').then((module) => ({ default: module.CartPanel })));

// spec/01 2.2: the Contact Support dialog and its message form load when first opened.
const SupportDialog = lazy(() => import('../features/support/components/support-dialog'));

// spec/01 4: idle logout only concerns a signed-in user, so its code and
// strings load with the first sign-in, not with every visitor's first load.
const IdleWarning = lazy(() => import('../features/idle/components/idle-warning').then((module) => ({ default: module.IdleWarning })));

/**
 * The shell around every screen (spec/01 2.2); the navigation list feeds
 * header and footer, the signed-in account the header and the dialogs.
 */
export function RootLayout() {
  useReferralCapture();
  const navigation = useContentList().data?.items ?? [];
  const accountEnvironment = useAccountEnvironment();
  const signedIn = useAuthSession() !== null;
  const openDialog = useOpenDialog();
  const supportSender = useSupportSender();
  return (
    <>
      <ProgressBar />
      <Header navigation={navigation} accountEmail={accountEnvironment.signedInAs?.email} />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer navigation={navigation} />
      <NotificationBar />
      {openDialog === 'cartPanel' && (
        <Suspense fallback={null}>
          <CartPanel />
        </Suspense>
      )}
      <AccountDialogs environment={accountEnvironment} />
      {openDialog && CHECKOUT_DIALOGS.has(openDialog) && (
        <Suspense fallback={null}>
          <CheckoutDialogs />
        </Suspense>
      )}
      <CovidEligibilityHost />
      {signedIn && (
        <Suspense fallback={null}>
          <IdleWarning />
        </Suspense>
      )}
      {openDialog === 'support' && (
        <Suspense fallback={null}>
          <SupportDialog sender={supportSender} />
        </Suspense>
      )}
    </>
  );
}
