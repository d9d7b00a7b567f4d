import { CRM_MESSAGES } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { FormAlert, Spinner } from '../../../../components/ui/form-controls';
import { useMessageText } from '../../../../lib/messages/use-message-text';
import styles from './infusionsoft-tab.module.css';

interface Sending {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/**
 * spec/03 2 Infusionsoft tab, 8: while the returned code is being sent, says
 * so; then 'InfusionSoft code has been sent to the server', or on any
 * failure 'Code received but not stored on the server.', in the site's language.
 */
export function CodeOutcome({ sending }: { sending: Sending }) {
  const { t } = useTranslation('dashboard');
  const message = useMessageText();
  return (
    <>
      <div role="status" className={styles.outcome}>
        {sending.isPending && (
          <p className={styles.sending}>
            <Spinner />
            {t('infusionsoft.sendingCode')}
          </p>
        )}
        {sending.isSuccess && <p className={styles.stored}>{message(CRM_MESSAGES.codeStored)}</p>}
      </div>
      {sending.isError && <FormAlert>{message(CRM_MESSAGES.codeNotStored)}</FormAlert>}
    </>
  );
}
