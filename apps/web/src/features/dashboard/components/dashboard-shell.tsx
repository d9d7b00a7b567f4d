import i18next from 'i18next';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { dashboardEn } from '../locales/en';
import { dashboardEs } from '../locales/es';
import { DASHBOARD_TABS } from '../tab-registry';
import { selectDashboardTab, tabAddress, tabSearch } from '../tab-selection';
import { TabBar } from './tab-bar';
import styles from './dashboard-shell.module.css';

// The dashboard's own chunk (admin-*), fetched only for an administrator
// (gate/). Its strings come with it rather than with every visitor's first load.
i18next.addResourceBundle('en', 'dashboard', dashboardEn, true, false);
i18next.addResourceBundle('es', 'dashboard', dashboardEs, true, false);

/** spec/03 2 Dashboard: the tab bar and the selected tab, the only one rendered. */
export function DashboardShell() {
  const { t } = useTranslation('dashboard');
  // /dashboard, /dashboard/infusionsoft or /dashboard.users (routes.ts).
  const location = useLocation();
  const navigate = useNavigate();
  const selected = selectDashboardTab(tabAddress(location.pathname, location.search), DASHBOARD_TABS);
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const label = t(`tabs.${selected.label}`);

  // Each tab opened is a history entry: Back returns to the tab before.
  const select = (id: string) => void navigate({ to: '/dashboard', search: tabSearch(id, DASHBOARD_TABS), resetScroll: false });

  return (
    <div className={styles.dashboard}>
      <ScreenTitle title={t('title')} documentTitle={`${label} | ${t('title')}`} />
      <TabBar tabs={DASHBOARD_TABS} selected={selected} onSelect={select} tabId={tabId} panelId={panelId} />
      <section id={panelId} role="tabpanel" tabIndex={0} aria-labelledby={tabId(selected.id)} className={styles.panel}>
        <h2 className={styles.panelTitle}>{label}</h2>
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              {t('loadingTab')}
            </p>
          }
        >
          <selected.Panel key={selected.id} />
        </Suspense>
      </section>
    </div>
  );
}
