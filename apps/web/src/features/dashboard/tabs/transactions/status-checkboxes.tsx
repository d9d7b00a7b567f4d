import { ORDER_STATUSES } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FieldGroup } from '../../../../components/ui/form-controls';
import { useStatusLabel } from './order-status';
import styles from './transactions-tab.module.css';

interface StatusCheckboxesProps {
  checked: readonly number[];
  onChange: (checked: readonly number[]) => void;
}

/** spec/03 2: a checkbox per order status (spec/03 4), every one checked at first: all, 255. */
export function StatusCheckboxes({ checked, onChange }: StatusCheckboxesProps) {
  const { t } = useTranslation('dashboard');
  const label = useStatusLabel();
  const toggle = (status: number, on: boolean) => onChange(ORDER_STATUSES.filter((each) => (each === status ? on : checked.includes(each))));
  return (
    <FieldGroup legend={t('transactions.statuses')} className={styles.statuses}>
      {ORDER_STATUSES.map((status) => (
        <CheckboxField key={status} label={label(status)} checked={checked.includes(status)} onChange={(event) => toggle(status, event.target.checked)} />
      ))}
    </FieldGroup>
  );
}
