import '../i18n';
import type { CovidEligibility } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { closeDialog, useDialogContext } from '../../../lib/dialogs';
import { CovidQuestionnaire } from './covid-questionnaire';

/**
 * spec/02 4.7: the questionnaire as the dialogs store opens it, before a
 * COVID-19 test is added. Completing closes the dialog first and then hands
 * the result over, so whatever onComplete opens next (a notice, the login
 * dialog) is not closed by this one; closing without completing calls nothing.
 */
export default function CovidEligibilityDialog() {
  const { t } = useTranslation('covidEligibility');
  const context = useDialogContext('covidEligibility');
  if (!context) return null;
  const complete = (result: CovidEligibility) => {
    closeDialog();
    context.onComplete(result);
  };
  return (
    <Dialog open onClose={closeDialog} title={t('title')}>
      <CovidQuestionnaire
        key={`${context.variant}:${context.productName}`}
        variant={context.variant}
        productName={context.productName}
        onComplete={complete}
        onClose={closeDialog}
      />
    </Dialog>
  );
}
