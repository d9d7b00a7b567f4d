import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-controls';
import type { DayRange } from './day-range';
import styles from './kit.module.css';

interface DateRangeFieldsProps {
  legend: string;
  range: DayRange;
  onChange: (range: DayRange) => void;
}

/** spec/03 2: the date-start and date-end pickers; the end cannot be set before the start. */
export function DateRangeFields({ legend, range, onChange }: DateRangeFieldsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <fieldset className={styles.range}>
      <legend className="visually-hidden">{legend}</legend>
      <TextField label={t('kit.dateStart')} type="date" value={range.start} max={range.end || undefined} onChange={(event) => onChange({ ...range, start: event.target.value })} />
      <TextField label={t('kit.dateEnd')} type="date" value={range.end} min={range.start || undefined} onChange={(event) => onChange({ ...range, end: event.target.value })} />
    </fieldset>
  );
}
