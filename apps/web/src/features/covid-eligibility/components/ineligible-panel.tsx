import '../i18n';
import type { IneligibilityReason } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../components/ui/form-controls';
import { paths } from '../../../lib/paths';
import { StepHeading, useFocusOnAppear } from './screen-frame';
import styles from './covid-eligibility.module.css';

/** The COVID-19 page of the navigation list: its questions and answers (spec/02 8 (c)'s link). */
const COVID_FAQ_SLUG = 'covid-19';

/**
 * spec/02 4.7 step 999: "Ineligible for TESTING" with the message of the
 * answer that led here (spec/02 8 (a), (b) or (c)) and the emergency
 * warning. Nothing is added to the cart; Close ends the questionnaire.
 */
export function IneligiblePanel({ reason, onClose }: { reason: IneligibilityReason; onClose: () => void }) {
  const { t } = useTranslation('covidEligibility');
  const headingRef = useFocusOnAppear<HTMLHeadingElement>();
  const emergencyTitleId = useId();
  return (
    <section className={styles.screen}>
      <StepHeading ref={headingRef} heading={t('ineligible.title')} />
      <p className={styles.message}>{t(`ineligible.${reason}`)}</p>
      {reason === 'activeInfection' && <p className={styles.message}>{t('ineligible.activeInfectionExplanation')}</p>}
      {reason === 'seekCare' && (
        <p className={styles.message}>
          <Link {...paths.contentPage(COVID_FAQ_SLUG)} target="_blank" rel="noopener">
            {t('ineligible.faq')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </Link>
        </p>
      )}
      <aside className={styles.emergency} aria-labelledby={emergencyTitleId}>
        <h4 id={emergencyTitleId}>{t('ineligible.emergencyTitle')}</h4>
        <p>{t('ineligible.emergency')}</p>
      </aside>
      <div className={styles.actions}>
        <FormButton variant="primary" onClick={onClose}>
          {t('close')}
        </FormButton>
      </div>
    </section>
  );
}
