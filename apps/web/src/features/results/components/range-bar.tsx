import { barPercent, type RangeBarScale } from '../analyte-reading';
import styles from './range-bar.module.css';

// Issue 17: the value placed against its reference range on a small bar. The
// bar is an image to assistive technology, named by the same sentence a
// sighted reader takes from it ("38 mg/dL is below the reference range...").

/** The scale's inset in the track (range-bar.module.css .scale). */
const OPEN_END = '0.5rem';

interface RangeBarProps {
  value: number;
  scale: RangeBarScale;
  /** The bar's text equivalent. */
  label: string;
  tone: 'normal' | 'out' | 'critical';
}

export function RangeBar({ value, scale, label, tone }: RangeBarProps) {
  const bandStart = scale.low === null ? 0 : barPercent(scale.low, scale);
  const bandEnd = scale.high === null ? 100 : barPercent(scale.high, scale);
  // An open end of the range runs on to the track's end, past the scale's inset.
  const reachStart = scale.low === null ? OPEN_END : '0rem';
  const reachEnd = scale.high === null ? OPEN_END : '0rem';
  return (
    <div className={styles.bar} role="img" aria-label={label}>
      <span className={styles.scale}>
        <span className={styles.band} style={{ left: `calc(${bandStart}% - ${reachStart})`, width: `calc(${bandEnd - bandStart}% + ${reachStart} + ${reachEnd})` }} />
        <span className={`${styles.marker} ${styles[tone]}`} style={{ left: `${barPercent(value, scale)}%` }} />
      </span>
    </div>
  );
}
