import type { CrmAbout } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { formButtonClasses } from '../../../../components/ui/form-button-classes';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { useDateTime } from '../../kit/date-time';
import { useCrmSignIn } from './get-crm-sign-in';
import kit from '../../kit/kit.module.css';
import styles from './infusionsoft-tab.module.css';

/** When a code was last kept and by whom, or never. */
function useAuthorisedText({ authorisedAt, authorisedBy }: CrmAbout): string {
  const { t } = useTranslation('dashboard');
  const dateTime = useDateTime();
  if (authorisedAt === null) return t('infusionsoft.never');
  const at = dateTime(authorisedAt);
  return authorisedBy === null ? at : t('infusionsoft.authorisedAtBy', { at, by: authorisedBy });
}

/** spec/03 2 Infusionsoft tab: which CRM, authorised when and by whom (or never), and the sign-in link to its page. */
export function CrmConnection({ about }: { about: CrmAbout }) {
  const { t } = useTranslation('dashboard');
  const signIn = useCrmSignIn();
  const authorised = useAuthorisedText(about);

  return (
    <section className={styles.card} aria-labelledby="crm-connection-heading">
      <h3 id="crm-connection-heading" className={styles.heading}>
        {t('infusionsoft.connection')}
      </h3>
      <dl className={kit.facts}>
        <dt>{t('infusionsoft.crm')}</dt>
        <dd>{t(`infusionsoft.crms.${about.crm}`)}</dd>
        {signIn.data && (
          <>
            <dt>{t('infusionsoft.clientId')}</dt>
            <dd>{signIn.data.clientId}</dd>
          </>
        )}
        <dt>{t('infusionsoft.authorised')}</dt>
        <dd>{authorised}</dd>
      </dl>
      <p className={styles.hint}>{t('infusionsoft.signInHint')}</p>
      {signIn.data && (
        <a className={`${formButtonClasses.primary} ${styles.signIn}`} href={signIn.data.authorisationPageUrl}>
          {t('infusionsoft.signIn')}
        </a>
      )}
      {signIn.isPending && <p role="status">{t('infusionsoft.loadingSignIn')}</p>}
      {signIn.isError && <LoadFailed message={t('infusionsoft.signInFailed')} onRetry={() => void signIn.refetch()} />}
    </section>
  );
}
