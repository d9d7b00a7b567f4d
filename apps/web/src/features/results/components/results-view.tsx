import type { OrderResultsData, ResultTrends } from '@labstore/domain';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { useFormats } from '../../../lib/formats';
import { trendsWorthDrawing } from '../analyte-reading';
import { downloadFhirBundle } from '../fhir-download';
import { ReportSection } from './report-section';
import styles from './results-screen.module.css';

// Issue 17: an order's results on screen, whichever copy they come from: the
// server's answer, or (issue 18) the copy kept on this phone. Values, range
// bars, flags, trends and the FHIR file are all made from the data given, so
// they work offline alike.

interface ResultsViewProps {
  data: OrderResultsData;
  trends: ResultTrends | undefined;
  orderId: string;
  /** Said under the heading whatever the results hold (the kept copy's banner). */
  notice?: ReactNode;
  /** Beside the download, when there are results to act on (Keep on this phone). */
  actions?: ReactNode;
}

export function ResultsView({ data, trends, orderId, notice, actions }: ResultsViewProps) {
  const { t } = useTranslation('results');
  const drawable = useMemo(() => trendsWorthDrawing(trends), [trends]);
  const reports = data.reports.filter((report) => report.observations.length > 0);
  return (
    <>
      <ResultsHeading data={data} />
      {notice}
      {reports.length === 0 ? (
        <p className={styles.state}>{t('empty')}</p>
      ) : (
        <>
          <div className={styles.download}>
            <FhirDownload data={data} />
            {actions}
          </div>
          {reports.map((report) => (
            <ReportSection key={report.apiResultId} report={report} orderId={orderId} trends={drawable} />
          ))}
        </>
      )}
    </>
  );
}

function FhirDownload({ data }: { data: OrderResultsData }) {
  const { t } = useTranslation('results');
  const explanationId = useId();
  return (
    <>
      <button type="button" className={styles.action} onClick={() => downloadFhirBundle(data)} aria-describedby={explanationId}>
        {t('download.fhir')}
      </button>
      <p id={explanationId} className={styles.downloadNote}>
        {t('download.explanation')}
      </p>
    </>
  );
}

function ResultsHeading({ data }: { data: OrderResultsData }) {
  const { t } = useTranslation('results');
  const formats = useFormats();
  const physicians = [...new Map(data.reports.filter((report) => report.physiciansName).map((report) => [report.physiciansNPI ?? report.physiciansName, report])).values()];
  return (
    <>
      <ScreenTitle title={t('title', { number: data.orderNumber })} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('patient')}</dt>
          <dd>
            {`${data.patient.firstName} ${data.patient.lastName}`}, {formats.isoDate(data.patient.birthDate)}
          </dd>
        </div>
        {physicians.map((report) => (
          <div key={report.physiciansNPI ?? report.physiciansName}>
            <dt>{t('physician')}</dt>
            <dd>
              {report.physiciansName}
              {report.physiciansNPI && <span className={styles.npi}> ({t('npi', { npi: report.physiciansNPI })})</span>}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
