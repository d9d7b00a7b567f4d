import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog, useOpenDialog } from '../../../lib/dialogs';

// The questionnaire and its strings are a chunk of their own, fetched when a
// COVID-19 test is first added, never with the storefront's first load.
const CovidEligibilityDialog = lazy(() => import('./covid-eligibility-dialog'));

/** Renders the questionnaire while the dialogs store has it open (the app places this beside the other dialogs). */
export function CovidEligibilityHost() {
  const open = useOpenDialog() === 'covidEligibility';
  if (!open) return null;
  return (
    <Suspense fallback={<LoadingDialog />}>
      <CovidEligibilityDialog />
    </Suspense>
  );
}

/** Shown for the moment the chunk takes to arrive on a slow connection. */
function LoadingDialog() {
  const { t } = useTranslation('common');
  return (
    <Dialog open onClose={closeDialog} title={t('loading')} size="small">
      <p aria-busy="true">{t('loading')}…</p>
    </Dialog>
  );
}
