import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { CodeOutcome } from './code-outcome';
import { CrmConnection } from './crm-connection';
import { CrmNoteForm } from './crm-note-form';
import { useCrmAbout } from './get-crm-about';
import { useReturnedCode } from './use-returned-code';
import styles from './infusionsoft-tab.module.css';

/**
 * spec/03 2 Infusionsoft tab, 4 Infusionsoft: the CRM authorisation. The
 * connection's state and the sign-in link to the CRM's page, which sends the
 * administrator back here with a code; that code is sent to the server once
 * and the outcome said. Below, the administrators' note on the connection.
 */
export function InfusionsoftTab() {
  const { t } = useTranslation('dashboard');
  const sending = useReturnedCode();
  const about = useCrmAbout();

  return (
    <div className={styles.tab}>
      <CodeOutcome sending={sending} />
      {about.data && (
        <div className={styles.cards}>
          <CrmConnection about={about.data} />
          <CrmNoteForm about={about.data.about} />
        </div>
      )}
      {about.isPending && <p role="status">{t('loadingTab')}</p>}
      {about.isError && <LoadFailed message={t('infusionsoft.stateFailed')} onRetry={() => void about.refetch()} />}
    </div>
  );
}
