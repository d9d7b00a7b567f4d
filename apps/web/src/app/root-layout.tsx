import { Outlet } from '@tanstack/react-router';
import { AccountDialogs } from '../features/accounts/components/account-dialogs';
import { useContentList } from '../features/content/api/get-content-list';
import { IdleWarning } from '../features/idle/components/idle-warning';
import { useReferralCapture } from '../features/referral/use-referral-capture';
import { Footer } from '../features/shell/components/footer';
import { Header } from '../features/shell/components/header';
import { NotificationBar } from '../features/shell/components/notification-bar';
import { ProgressBar } from '../features/shell/components/progress-bar';
import { SupportWidget } from '../features/shell/components/support-widget';
import { useAccountEnvironment } from './account-environment';
import styles from './root-layout.module.css';

/**
 * The shell around every screen (spec/01 2.2); the navigation list feeds
 * header and footer, the signed-in account the header and the dialogs.
 */
export function RootLayout() {
  useReferralCapture();
  const navigation = useContentList().data?.items ?? [];
  const accountEnvironment = useAccountEnvironment();
  return (
    <>
      <ProgressBar />
      <Header navigation={navigation} accountEmail={accountEnvironment.signedInAs?.email} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer navigation={navigation} />
      <NotificationBar />
      <AccountDialogs environment={accountEnvironment} />
      <IdleWarning />
      <SupportWidget />
    </>
  );
}
