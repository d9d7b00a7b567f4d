import { dateTimeFormat } from '@labstore/domain';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import type { AnalyteTrend as Trend } from '../analyte-reading';
import { unitText } from '../unit-text';
import styles from './analyte-trend.module.css';

// Issue 17: an analyte measured in more than one order, over time. The chart
// (uPlot) is a chunk of its own, fetched only when a trend is on screen; the
// same points are a table for whoever does not read the chart (a toggle, and
// the chart itself named by a one-sentence summary).

const TrendChart = lazy(() => import('./trend-chart'));

interface AnalyteTrendProps {
  trend: Trend;
  /** This screen's order, marked in the table. */
  orderId: string;
}

export function AnalyteTrend({ trend, orderId }: AnalyteTrendProps) {
  const { t } = useTranslation('results');
  const formats = useFormats();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const dates = useMemo(() => dateTimeFormat(formats.language, { dateStyle: 'medium' }), [formats.language]);
  const day = (text: string) => dates.format(new Date(text));
  const unit = unitText(trend.unit);
  const first = trend.points[0];
  const last = trend.points.at(-1);
  const summary = t('trend.summary', { analyte: trend.analyte, count: trend.points.length, first: first ? day(first.reportedDate) : '', last: last ? day(last.reportedDate) : '' });
  return (
    <div className={styles.trend}>
      <p className={styles.title}>{t('trend.title')}</p>
      <Suspense fallback={<p className={styles.chartPlaceholder}>{t('trend.loading')}</p>}>
        <TrendChart trend={trend} label={summary} language={formats.language} />
      </Suspense>
      <button type="button" className={styles.toggle} aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
        {showTable ? t('trend.hideTable') : t('trend.showTable')}
      </button>
      <div id={tableId} hidden={!showTable} className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{summary}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trend.date')}</th>
              <th scope="col">{t('trend.order')}</th>
              <th scope="col">{t('trend.value')}</th>
              <th scope="col">{t('trend.flag')}</th>
            </tr>
          </thead>
          <tbody>
            {trend.points.map((point) => (
              <tr key={point.orderId} aria-current={point.orderId === orderId ? 'true' : undefined}>
                <td>{day(point.reportedDate)}</td>
                <td>{point.orderNumber}</td>
                <td>{`${formats.number(point.value, { maximumFractionDigits: 4 })} ${unit}`.trim()}</td>
                <td>{t(`flags.${point.flag}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
