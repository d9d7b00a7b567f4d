import type { AdminTransaction } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { FormButton } from '../../../../components/ui/form-controls';
import type { OrderAction } from './order-writes';
import styles from './transactions-tab.module.css';

interface OrderActionsProps {
  order: AdminTransaction;
  /** The action under way, and on which order. */
  pending: { action: OrderAction; orderId: string } | undefined;
  onAsk: (action: OrderAction, order: AdminTransaction) => void;
}

/** spec/03 2: Cancel and Remove, each enabled by what the server says the order allows (canCancel, canDelete). */
export function OrderActions({ order, pending, onAsk }: OrderActionsProps) {
  const { t } = useTranslation('dashboard');
  const busy = (action: OrderAction) => (pending?.orderId === order.id && pending.action === action) || undefined;
  const ofOrder = <span className="visually-hidden">{t('transactions.ofOrder', { number: order.number })}</span>;
  return (
    <div className={styles.actions}>
      <FormButton disabled={!order.canCancel || pending !== undefined} aria-busy={busy('cancel')} onClick={() => onAsk('cancel', order)}>
        {t('transactions.cancel')}
        {ofOrder}
      </FormButton>
      <FormButton disabled={!order.canDelete || pending !== undefined} aria-busy={busy('delete')} onClick={() => onAsk('delete', order)}>
        {t('transactions.remove')}
        {ofOrder}
      </FormButton>
    </div>
  );
}
