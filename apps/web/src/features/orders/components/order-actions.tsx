import type { OrderHistoryEntry } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormButton } from '../../../components/ui/form-controls';
import { useOrderAction, type OrderAction } from '../api/order-actions';
import styles from './order-actions.module.css';

/**
 * spec/02 2.9 Confirm and 8: Cancel order and Delete order, each after its
 * question ("Cancel order?", "Delete order?") with No and Yes; offered only
 * when the server says the order allows it (canCancel, canDelete).
 */
export function OrderActions({ order }: { order: Pick<OrderHistoryEntry, 'id' | 'number' | 'canCancel' | 'canDelete'> }) {
  const { t } = useTranslation('orders');
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const cancel = useOrderAction('cancel');
  const remove = useOrderAction('delete');
  if (!order.canCancel && !order.canDelete) return null;

  const confirm = () => {
    const action = asking;
    setAsking(null);
    if (action === 'cancel') cancel.mutate(order.id);
    if (action === 'delete') remove.mutate(order.id);
  };
  const busy = cancel.isPending || remove.isPending;

  return (
    <div className={styles.actions}>
      {order.canCancel && (
        <FormButton onClick={() => setAsking('cancel')} disabled={busy}>
          {t('panel.cancel')}
        </FormButton>
      )}
      {order.canDelete && (
        <FormButton onClick={() => setAsking('delete')} disabled={busy}>
          {t('panel.delete')}
        </FormButton>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'delete' ? t('confirm.deleteTitle') : t('confirm.cancelTitle')}
        question={asking === 'delete' ? t('confirm.deleteQuestion', { number: order.number }) : t('confirm.cancelQuestion', { number: order.number })}
        noLabel={t('confirm.no')}
        yesLabel={t('confirm.yes')}
        onNo={() => setAsking(null)}
        onYes={confirm}
      />
    </div>
  );
}
