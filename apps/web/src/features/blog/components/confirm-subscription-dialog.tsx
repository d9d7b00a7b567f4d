import '../i18n';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert, FormButton } from '../../../components/ui/form-controls';
import { ApiError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/messages/use-message-text';
import { paths } from '../../../lib/paths';
import { useConfirmSubscription } from '../api/confirm-subscription';
import styles from './confirm-subscription-dialog.module.css';

/** The name the confirmation link gives its code, in the fragment (newsletter.service.ts on the server). */
const CODE_PARAMETER = 'confirmSubscription';

/** The code of a confirmation link: in the fragment, so the page's own request never carried it to a server. */
function useConfirmationCode(): string | null {
  const hash = useRouterState({ select: (state) => state.location.hash });
  return new URLSearchParams(hash.replace(/^#/, '')).get(CODE_PARAMETER);
}

/**
 * Issue 14, double opt-in: the blog page opened from the e-mailed link asks
 * before subscribing; only "Confirm" puts the address on the list (an
 * earlier unsubscribe included). A second confirmation says so.
 */
export function ConfirmSubscriptionDialog() {
  const code = useConfirmationCode();
  return code ? <ConfirmSubscriptionQuestion code={code} /> : null;
}

function ConfirmSubscriptionQuestion({ code }: { code: string }) {
  const { t } = useTranslation(['blog', 'common']);
  const message = useMessageText();
  const navigate = useNavigate();
  const confirm = useConfirmSubscription();

  // The code leaves the address bar (and the history) with the dialog.
  const leave = () => void navigate({ ...paths.blog(), replace: true });
  const failure = confirm.error ? (confirm.error instanceof ApiError ? confirm.error.message : t('common:errors.generic')) : null;

  return (
    <Dialog open onClose={leave} title={t('confirmSubscription.title')} size="small">
      <div className={styles.body}>
        {confirm.data ? (
          <p role="status">{t(confirm.data.alreadyConfirmed ? 'confirmSubscription.already' : 'confirmSubscription.done')}</p>
        ) : (
          <p className={styles.intro}>{t('confirmSubscription.question')}</p>
        )}
        {failure && <FormAlert>{message(failure)}</FormAlert>}
        <div className={styles.actions}>
          {confirm.data ? (
            <FormButton variant="primary" onClick={leave}>
              {t('confirmSubscription.finish')}
            </FormButton>
          ) : (
            <>
              <FormButton onClick={leave}>{t('confirmSubscription.notNow')}</FormButton>
              <FormButton variant="primary" onClick={() => confirm.mutate({ code })} disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
                {t('confirmSubscription.confirm')}
              </FormButton>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
