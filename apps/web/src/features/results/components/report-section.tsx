import { dateTimeFormat, type LabReport } from '@labstore/domain';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons';
import { useFormats } from '../../../lib/formats';
import { byTest, trendOf, type AnalyteTrend } from '../analyte-reading';
import { AnalyteResult } from './analyte-result';
import styles from './results-screen.module.css';

// Issue 17: one report (a requisition's results): when the sample was taken
// and reported, a notice first when any result is critical, then each test's
// analytes.

interface ReportSectionProps {
  report: LabReport;
  orderId: string;
  trends: Map<string, AnalyteTrend>;
}

export function ReportSection({ report, orderId, trends }: ReportSectionProps) {
  const { t } = useTranslation('results');
  const headingId = useId();
  const { language } = useFormats();
  const times = useMemo(() => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }), [language]);
  const when = (text: string | null) => (text ? times.format(new Date(text)) : null);
  const collected = when(report.collectedDate ?? report.observations[0]?.collectedDate ?? null);
  const reported = when(report.reportedDate ?? report.observations[0]?.reportedDate ?? null);
  const hasCritical = report.observations.some((observation) => observation.flag === 'critical');
  return (
    <section className={styles.report} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.reportTitle}>
        {t('report', { id: report.apiResultId })}
      </h2>
      <dl className={styles.facts}>
        {collected && (
          <div>
            <dt>{t('collected')}</dt>
            <dd>{collected}</dd>
          </div>
        )}
        {reported && (
          <div>
            <dt>{t('reported')}</dt>
            <dd>{reported}</dd>
          </div>
        )}
      </dl>
      {hasCritical && (
        <p className={styles.criticalNotice}>
          <WarningIcon />
          {t('criticalNotice')}
        </p>
      )}
      {byTest(report.observations).map((test) => (
        <section key={test.testCode} className={styles.test} aria-label={test.testName}>
          <h3 className={styles.testName}>{test.testName}</h3>
          <ul className={styles.analytes}>
            {test.observations.map((observation) => (
              <AnalyteResult key={observation.id} observation={observation} trend={trendOf(trends, observation)} orderId={orderId} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
