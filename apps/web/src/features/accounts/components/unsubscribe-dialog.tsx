import '../i18n';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-error';
import { closeDialog } from '../../../lib/dialogs';
import { notify } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { disableNonTransactionalEmails } from '../api/disable-non-transactional-emails';
import { useMessageText } from '../i18n';
import { FormAlert } from './form-controls';
import styles from './forms.module.css';

/** spec/01 2.1: /disableNonTransactionalEmails?userId= asks before unsubscribing; No goes home. */
export default function UnsubscribeDialog() {
  const { t } = useTranslation(['accounts', 'common']);
  const message = useMessageText();
  const navigate = useNavigate();
  const userId = useRouterState({ select: (state) => state.location.search.userId });
  const token = useRouterState({ select: (state) => state.location.search.token });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const leave = () => {
    closeDialog();
    void navigate({ ...paths.home(), replace: true });
  };

  const unsubscribe = async () => {
    if (!userId) return leave();
    setBusy(true);
    setFailure(null);
    try {
      await disableNonTransactionalEmails(userId, token);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common:errors.generic'));
      setBusy(false);
      return;
    }
    notify({ type: 'success', message: t('unsubscribe.done') });
    leave();
  };

  return (
    <Dialog open onClose={leave} title={t('unsubscribe.title')} size="small">
      <div className={styles.form}>
        <p className={styles.intro}>{t('unsubscribe.question')}</p>
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={leave}>
            {t('unsubscribe.no')}
          </button>
          <button type="button" className={styles.primary} onClick={() => void unsubscribe()} disabled={busy}>
            {t('unsubscribe.yes')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
