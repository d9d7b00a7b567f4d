import { dateTimeFormat, type LabVisitPass } from '@labstore/domain';
import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { useFormats } from '../../../lib/formats';
import { fastingAdvice } from '../fasting';
import { PassRequisitions } from './pass-requisitions';
import { TestCenterChoice } from './test-center-choice';
import styles from './pass-view.module.css';

/**
 * What the page around the pass adds to it: the app gives "Keep on this
 * phone" and an in-app link to the test center finder; the pass page opened
 * offline gives its own (pass-page.tsx), so the pass itself needs neither
 * the router nor the keeping code (docs/performance.md, issue 18).
 */
export interface PassControls {
  /** "Keep on this phone" (none for an administrator acting as the customer). */
  keep: ReactNode;
  /** The link to the test center finder, with the pass's words and style. */
  centerFinder: ComponentType<{ className?: string | undefined; children: ReactNode }>;
}

export interface PassViewProps extends PassControls {
  pass: LabVisitPass;
  /** The copy kept on this phone, not the server's answer of a moment ago. */
  keptCopy: boolean;
  /** An administrator acting as the customer: nothing is kept on their device, no PDF is opened (spec/02 4.1). */
  actingForCustomer: boolean;
}

/**
 * Issue 18 "The lab-visit pass": what the customer shows and needs at the
 * test center, the barcode first. Printed, it is the pass alone on one page.
 */
export function PassView({ pass, keptCopy, actingForCustomer, keep, centerFinder }: PassViewProps) {
  const { t } = useTranslation('labVisit');
  const formats = useFormats();
  const issued = dateTimeFormat(formats.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(pass.issuedAt));
  return (
    <article className={styles.pass}>
      <ScreenTitle title={t('titleOfOrder', { number: pass.orderNumber })} />
      {keptCopy && <p className={styles.keptCopy}>{t('kept.copy', { date: issued })}</p>}
      {!actingForCustomer && keep && <div className={styles.noPrint}>{keep}</div>}
      <PassRequisitions pass={pass} keptCopy={keptCopy} actingForCustomer={actingForCustomer} />
      <PatientAndOrder pass={pass} />
      <Tests pass={pass} />
      <BeforeYourVisit pass={pass} />
      <TestCenterChoice centers={pass.centers} finder={centerFinder} />
    </article>
  );
}

function PatientAndOrder({ pass }: { pass: LabVisitPass }) {
  const { t } = useTranslation('labVisit');
  const formats = useFormats();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('patient.heading')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('patient.name')}</dt>
          <dd>{pass.patient.fullName}</dd>
        </div>
        <div>
          <dt>{t('patient.birthDate')}</dt>
          <dd>{formats.isoDate(pass.patient.birthDate)}</dd>
        </div>
        <div>
          <dt>{t('patient.order')}</dt>
          <dd>{pass.orderNumber}</dd>
        </div>
      </dl>
    </section>
  );
}

function Tests({ pass }: { pass: LabVisitPass }) {
  const { t } = useTranslation('labVisit');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('tests.heading')}
      </h2>
      <ul className={styles.tests}>
        {pass.tests.map((test) => (
          <li key={`${test.cpt}-${test.name}`}>
            <span className={styles.testName}>{test.name}</span>
            {test.fastingRequired && <span className={styles.fastingTag}>{t('tests.fasting')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BeforeYourVisit({ pass }: { pass: LabVisitPass }) {
  const { t } = useTranslation('labVisit');
  const headingId = useId();
  const advice = fastingAdvice(pass);
  const fasting = (() => {
    if (advice.kind === 'hours') return t('before.fastHours', { count: advice.hours });
    if (advice.kind === 'unstated') return t('before.fastUnstated');
    return t('before.noFasting');
  })();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('before.heading')}
      </h2>
      <p className={advice.kind === 'none' ? styles.noFast : styles.fast}>{fasting}</p>
      {pass.preparation.map((paragraph) => (
        <p key={paragraph} className={styles.preparation}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
