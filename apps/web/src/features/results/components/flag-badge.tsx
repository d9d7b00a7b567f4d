import type { Observation } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { flagWording, type FlagWording } from '../analyte-reading';
import styles from './flag-badge.module.css';

// Issue 17: a result's flag in words, a colour and a shape together, so no
// reader depends on colour alone: a triangle up for high, down for low, a
// check for normal, an octagon with an exclamation mark for critical.

const SHAPES = new Map<FlagWording, string>([
  ['low', 'M12 19 4 6h16z'],
  ['high', 'M12 5l8 13H4z'],
  ['normal', 'M5 12.5l4.5 4.5L19 7.5'],
  ['critical', 'M8 2.5h8l5.5 5.5v8L16 21.5H8L2.5 16V8zM12 7v6.5M12 16.8v.2'],
  ['criticalLow', 'M8 2.5h8l5.5 5.5v8L16 21.5H8L2.5 16V8zM12 7v6.5M12 16.8v.2'],
  ['criticalHigh', 'M8 2.5h8l5.5 5.5v8L16 21.5H8L2.5 16V8zM12 7v6.5M12 16.8v.2'],
]);

const TONES = new Map<FlagWording, string | undefined>([
  ['low', styles.out],
  ['high', styles.out],
  ['normal', styles.normal],
  ['critical', styles.critical],
  ['criticalLow', styles.critical],
  ['criticalHigh', styles.critical],
]);

export function FlagBadge({ observation }: { observation: Observation }) {
  const { t } = useTranslation('results');
  const wording = flagWording(observation);
  return (
    <span className={`${styles.badge} ${TONES.get(wording) ?? ''}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className={styles.shape}>
        <path d={SHAPES.get(wording)} />
      </svg>
      {t(`flags.${wording}`)}
    </span>
  );
}
