import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog, openDialog, useOpenDialog, type AppDialog } from '../../../lib/dialogs';
import type { AccountDialogProps, AccountEnvironment } from '../account-environment';
import { closeStackedNotice, useStackedNotice } from '../stacked-notice';

// spec/01 2.2 Modals. Each dialog is its own lazily loaded chunk: the forms,
// zod and react-hook-form reach a visitor only when a dialog first opens,
// keeping the storefront's first load small (docs/decisions.md).
const DIALOGS: ReadonlyMap<AppDialog, LazyExoticComponent<ComponentType<AccountDialogProps>>> = new Map([
  ['login', lazy(() => import('./login-dialog'))],
  ['registration', lazy(() => import('./registration-dialog'))],
  ['registrationSuccess', lazy(() => import('./registration-success-dialog'))],
  ['forgotPassword', lazy(() => import('./forgot-password-dialog'))],
  ['resetPassword', lazy(() => import('./reset-password-dialog'))],
  ['changePassword', lazy(() => import('./change-password-dialog'))],
  ['changeEmail', lazy(() => import('./change-email-dialog'))],
  ['unsubscribe', lazy(() => import('./unsubscribe-dialog'))],
  ['importantNotice', lazy(() => import('./important-notice-dialog'))],
  ['loginAs', lazy(() => import('./login-as-dialog'))],
]);

const StackedNotice = lazy(() => import('./important-notice-dialog').then((module) => ({ default: module.ImportantNotice })));

/**
 * The account dialogs the dialogs store opens (the help widget has its own),
 * and the ones an address opens; what they need of other features comes in
 * `environment`, from the app.
 */
export function AccountDialogs({ environment }: { environment: AccountEnvironment }) {
  useDialogsFromAddress();
  const open = useOpenDialog();
  const notice = useStackedNotice();
  const Active = open ? DIALOGS.get(open) : undefined;
  return (
    <>
      {Active && (
        <Suspense key={open} fallback={<LoadingDialog />}>
          {/* eslint-disable-next-line react-hooks/static-components -- DIALOGS holds lazy components made once, at module load: the same dialog is the same component every render */}
          <Active environment={environment} />
        </Suspense>
      )}
      {notice && (
        <Suspense fallback={null}>
          <StackedNotice notice={notice} onClose={closeStackedNotice} />
        </Suspense>
      )}
    </>
  );
}

/** Shown for the moment a dialog's chunk takes to arrive on a slow connection. */
function LoadingDialog() {
  const { t } = useTranslation('common');
  return (
    <Dialog open onClose={closeDialog} title={t('loading')} size="small">
      <p aria-busy="true">{t('loading')}…</p>
    </Dialog>
  );
}

/**
 * spec/01 2.1, 2.5: the e-mailed links land on pages that open a dialog: the
 * home page or /ResetPassword with userId and SecurityCode opens Reset
 * Password, /disableNonTransactionalEmails opens the unsubscribe question.
 */
function useDialogsFromAddress(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const userId = useRouterState({ select: (state) => state.location.search.userId });
  const securityCode = useRouterState({ select: (state) => state.location.search.SecurityCode });
  useEffect(() => {
    if ((pathname === '/' || pathname === '/ResetPassword') && userId && securityCode) openDialog('resetPassword');
    else if (pathname === '/disableNonTransactionalEmails' && userId) openDialog('unsubscribe');
  }, [pathname, userId, securityCode]);
}
