import i18next from 'i18next';
import { Link } from '@tanstack/react-router';
import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formButtonClasses } from '../../../components/ui/form-button-classes';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { openDialog } from '../../../lib/dialogs';
import { paths } from '../../../lib/paths';
import { DashboardEnvironmentContext, type LoadDashboardEnvironment } from './dashboard-environment';
import { useAuthSession } from '../../../lib/session/current-session';
import { canUseDashboard } from '../../../lib/session/session-record';
import { gateEn } from './locales/en';
import { gateEs } from './locales/es';

// spec/03 2 Routes, 6: the dashboard shows only when the session allows it
// (an admin or quasi-admin flag). This door is a public chunk; the dashboard
// itself is fetched only once the session allows it, so a customer never
// downloads it (DESIGN.md Web app).
i18next.addResourceBundle('en', 'dashboard', { gate: gateEn }, true, false);
i18next.addResourceBundle('es', 'dashboard', { gate: gateEs }, true, false);


export function DashboardGate({ loadEnvironment }: { loadEnvironment: LoadDashboardEnvironment }) {
  const session = useAuthSession();
  if (!session) return <SignInNeeded />;
  if (!canUseDashboard(session)) return <NotAllowed />;
  return (
    <Suspense fallback={<DashboardLoading />}>
      <LoadedDashboard loadEnvironment={loadEnvironment} />
    </Suspense>
  );
}

// The environment is fetched with the dashboard's shell, once, so that
// neither its code nor the profile form's chunk list sits in the
// storefront's first load.
const loadedDashboards = new WeakMap<LoadDashboardEnvironment, ComponentType>();
function dashboardWith(loadEnvironment: LoadDashboardEnvironment): ComponentType {
  const known = loadedDashboards.get(loadEnvironment);
  if (known) return known;
  const Loaded = lazy(async () => {
    const [environment, { DashboardShell }] = await Promise.all([loadEnvironment(), import('../components/dashboard-shell')]);
    const WithEnvironment = () => (
      <DashboardEnvironmentContext.Provider value={environment}>
        <DashboardShell />
      </DashboardEnvironmentContext.Provider>
    );
    return { default: WithEnvironment };
  });
  loadedDashboards.set(loadEnvironment, Loaded);
  return Loaded;
}

function LoadedDashboard({ loadEnvironment }: { loadEnvironment: LoadDashboardEnvironment }) {
  return createElement(dashboardWith(loadEnvironment));
}

/** Signed out: the login dialog at once, and a way back to it; once signed in the dashboard shows in place. */
function SignInNeeded() {
  const { t } = useTranslation('dashboard');
  useEffect(() => openDialog('login'), []);
  return (
    <section>
      <ScreenTitle title={t('gate.title')} />
      <p>{t('gate.signedOut.message')}</p>
      <button type="button" className={formButtonClasses.primary} onClick={() => openDialog('login')}>
        {t('gate.signedOut.login')}
      </button>
    </section>
  );
}

/** A customer: what this page is, and the way home. */
function NotAllowed() {
  const { t } = useTranslation('dashboard');
  return (
    <section>
      <ScreenTitle title={t('gate.title')} />
      <p>{t('gate.notAllowed.message')}</p>
      <Link {...paths.home()} className={formButtonClasses.primary}>
        {t('gate.notAllowed.home')}
      </Link>
    </section>
  );
}

function DashboardLoading() {
  const { t } = useTranslation('dashboard');
  return <p role="status">{t('gate.loading')}</p>;
}
