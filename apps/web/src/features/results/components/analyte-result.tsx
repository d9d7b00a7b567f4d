import type { Observation } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import { rangeBarScale, rangeSide, type AnalyteTrend as Trend } from '../analyte-reading';
import { unitText } from '../unit-text';
import { AnalyteTrend } from './analyte-trend';
import { FlagBadge } from './flag-badge';
import { RangeBar } from './range-bar';
import styles from './results-screen.module.css';

// Issue 17: one analyte: its value with its unit, its reference range as the
// laboratory wrote it, the value on a range bar, the flag in words, and its
// trend when it was measured in other orders too. A critical result stands
// out (a red edge and the badge), never by colour alone.

interface AnalyteResultProps {
  observation: Observation;
  trend: Trend | undefined;
  orderId: string;
}

export function AnalyteResult({ observation, trend, orderId }: AnalyteResultProps) {
  const { t } = useTranslation('results');
  const formats = useFormats();
  const unit = unitText(observation.unit);
  const withUnit = (value: number) => `${formats.number(value, { maximumFractionDigits: 4 })} ${unit}`.trim();
  const value = observation.value === null ? (observation.valueText ?? '') : withUnit(observation.value);
  const numericRange = rangeWords(observation, withUnit, t);
  const range = observation.rangeText ? `${observation.rangeText} ${observation.value === null ? '' : unit}`.trim() : numericRange;
  const scale = rangeBarScale(observation);
  const tone = observation.flag === 'normal' ? 'normal' : observation.flag === 'critical' ? 'critical' : 'out';
  return (
    <li className={`${styles.analyte} ${tone === 'critical' ? styles.critical : ''}`}>
      <h4 className={styles.analyteName}>{observation.analyte}</h4>
      <p className={styles.value}>
        <span className="visually-hidden">{t('value')}: </span>
        {value}
      </p>
      <div className={styles.flag}>
        <FlagBadge observation={observation} />
      </div>
      <div className={styles.range}>
        <p className={styles.rangeText}>
          {t('range')}: {range ?? t('noRange')}
        </p>
        {scale && observation.value !== null && numericRange && (
          <RangeBar value={observation.value} scale={scale} tone={tone} label={t(`position.${rangeSide(observation.value, observation.rangeLow, observation.rangeHigh)}`, { value, range: numericRange })} />
        )}
      </div>
      {trend && (
        <div className={styles.analyteTrend}>
          <AnalyteTrend trend={trend} orderId={orderId} />
        </div>
      )}
    </li>
  );
}

type Translate = ReturnType<typeof useTranslation<'results'>>['t'];

/** '65 to 99 mg/dL', 'up to 200 mg/dL', '40 mg/dL or more'; undefined without a numeric range. */
function rangeWords({ rangeLow: low, rangeHigh: high }: Observation, withUnit: (value: number) => string, t: Translate): string | undefined {
  if (low !== null && high !== null) return t('rangeBetween', { low: withUnit(low), high: withUnit(high) });
  if (high !== null) return t('rangeAtMost', { high: withUnit(high) });
  if (low !== null) return t('rangeAtLeast', { low: withUnit(low) });
  return undefined;
}
