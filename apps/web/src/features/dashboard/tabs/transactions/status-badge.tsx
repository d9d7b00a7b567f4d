import { CheckCircleIcon, WarningIcon } from '../../../../components/ui/icons';
import { statusTone, useStatusLabel } from './order-status';
import styles from './transactions-tab.module.css';

/** spec/03 2: the status coloured and iconised as a warning for a multiple of 16, as success otherwise; the row takes its colour. */
export function StatusBadge({ status }: { status: number }) {
  const label = useStatusLabel();
  const tone = statusTone(status);
  const Icon = tone === 'warning' ? WarningIcon : CheckCircleIcon;
  return (
    <span className={styles[tone]} data-tone={tone}>
      <Icon width={16} height={16} />
      {label(status)}
    </span>
  );
}
