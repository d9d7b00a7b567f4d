import '../i18n';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, FormButton } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { closeDialog } from '../../../lib/dialogs';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { notify } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useDisableNonTransactionalEmails } from '../api/disable-non-transactional-emails';
import styles from './dialog-layout.module.css';

/** spec/01 2.1: /disableNonTransactionalEmails?userId= (or ?email=, a newsletter address) asks before unsubscribing; No goes home. */
export default function UnsubscribeDialog() {
  const { t } = useTranslation(['accounts', 'common']);
  const message = useMessageText();
  const navigate = useNavigate();
  const userId = useRouterState({ select: (state) => state.location.search.userId });
  const email = useRouterState({ select: (state) => state.location.search.email });
  const token = useRouterState({ select: (state) => state.location.search.token });
  const unsubscribe = useDisableNonTransactionalEmails();

  const leave = () => {
    closeDialog();
    void navigate({ ...paths.home(), replace: true });
  };

  const confirm = () => {
    if (!userId && !email) return leave();
    unsubscribe.mutate(
      { userId, email, token },
      {
        onSuccess: () => {
          notify({ type: 'success', message: t('unsubscribe.done') });
          leave();
        },
      },
    );
  };
  const failure = unsubscribe.error ? (unsubscribe.error instanceof ApiError ? unsubscribe.error.message : t('common:errors.generic')) : null;

  return (
    <Dialog open onClose={leave} title={t('unsubscribe.title')} size="small">
      <div className={styles.form}>
        <p className={styles.intro}>{t('unsubscribe.question')}</p>
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <div className={styles.actions}>
          <FormButton onClick={leave}>{t('unsubscribe.no')}</FormButton>
          <FormButton variant="primary" onClick={confirm} disabled={unsubscribe.isPending} aria-busy={unsubscribe.isPending || undefined}>
            {t('unsubscribe.yes')}
          </FormButton>
        </div>
      </div>
    </Dialog>
  );
}
