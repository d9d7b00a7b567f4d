import '../i18n';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { openDialog } from '../../../lib/dialogs';
import { paths } from '../../../lib/paths';
import { useConfirmEmail } from '../api/confirm-email';
import { useLoginInTopBar } from '../login-place';
import styles from './email-confirmed-screen.module.css';

const route = getRouteApi('/confirm/$user/$security');

/**
 * spec/01 2.5, 4: /confirm/{user}/{security}, the e-mailed activation link.
 * A status under 400 shows the success and how to log in; anything else goes
 * home (the refusal shows in the notification bar).
 */
export function EmailConfirmedScreen() {
  const { t } = useTranslation('accounts');
  const { user, security } = route.useParams();
  const navigate = useNavigate();
  const wide = useLoginInTopBar();
  const { mutate: confirm, isSuccess: confirmed } = useConfirmEmail();

  useEffect(() => {
    confirm({ userId: user, securityCode: security }, { onError: () => void navigate({ ...paths.home(), replace: true }) });
  }, [confirm, user, security, navigate]);

  return (
    <section className={styles.screen}>
      <ScreenTitle title={t('confirmed.title')} />
      {confirmed ? (
        <div className={styles.card} role="status">
          <p className={styles.success}>{t('confirmed.success')}</p>
          {wide ? (
            <>
              <p>{t('confirmed.desktop')}</p>
              <button type="button" className={styles.login} onClick={() => openDialog('login')}>
                {t('confirmed.login')}
              </button>
            </>
          ) : (
            <p>{t('confirmed.mobile')}</p>
          )}
        </div>
      ) : (
        <p className={styles.checking}>{t('confirmed.checking')}</p>
      )}
    </section>
  );
}
