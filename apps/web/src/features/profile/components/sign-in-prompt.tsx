import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { openDialog } from '../../../lib/dialogs';
import styles from './account-area.module.css';

/**
 * spec/01 6: the account area is for signed-in users. A visitor who arrives
 * signed out gets the login dialog at once, and a way back to it after
 * closing it; once signed in, the area shows in place.
 */
export function SignInPrompt() {
  const { t } = useTranslation('profile');
  useEffect(() => openDialog('login'), []);
  return (
    <div className={styles.prompt}>
      <ScreenTitle title={t('title')} />
      <p>{t('signedOut.message')}</p>
      <button type="button" className={styles.promptButton} onClick={() => openDialog('login')}>
        {t('signedOut.login')}
      </button>
    </div>
  );
}
