import { isWarningStatus, type OrderHistoryEntry } from '@labstore/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import { awaitsApproval, showsDocuments } from '../order-documents';
import { statusKey } from '../order-status-names';
import { ApprovalCountdown } from './approval-countdown';
import { OrderActions } from './order-actions';
import { OrderDocuments } from './order-documents';
import { OrderItems } from './order-items';
import { ReceiptDialog } from './receipt-dialog';
import { ShareHistory } from './share-history';
import styles from './order-panel.module.css';

interface OrderPanelProps {
  order: OrderHistoryEntry;
  initiallyOpen: boolean;
  actingForCustomer: boolean;
}

/**
 * spec/02 2.10: one order as a disclosure. Its header says the order number,
 * date, whom it is for, status, total, with the Receipt button beside; open,
 * it shows the approval countdown, the items, the documents, what was sent
 * and what may be done with the order.
 */
export function OrderPanel({ order, initiallyOpen, actingForCustomer }: OrderPanelProps) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const [open, setOpen] = useState(initiallyOpen);
  const [receiptOpen, setReceiptOpen] = useState(false);
  const bodyId = useId();
  const warning = isWarningStatus(order.status);

  return (
    <article className={styles.panel} aria-labelledby={`${bodyId}-title`}>
      <div className={styles.header}>
        <h3 className={styles.heading} id={`${bodyId}-title`}>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((shown) => !shown)}>
            <span className={styles.chevron} aria-hidden="true" data-open={open} />
            <span className={styles.number}>{t('panel.order', { number: order.number })}</span>
            <span className={styles.facts}>
              <span className={styles.fact}>
                <span className="visually-hidden">{t('panel.date')}: </span>
                {formats.date(new Date(order.createdDate))}
              </span>
              <span className={styles.fact}>
                {t('panel.for')} {order.userFullName}
              </span>
              <span className={`${styles.status} ${warning ? styles.warning : styles.success}`}>
                <span className="visually-hidden">{t('panel.status')}: </span>
                {t(statusKey(order.status), { status: order.status })}
              </span>
              <span className={styles.total}>
                <span className="visually-hidden">{t('panel.total')}: </span>
                {formats.amount(order.orderTotal)}
              </span>
            </span>
          </button>
        </h3>
        <button
          type="button"
          className={styles.receiptButton}
          aria-label={t('panel.receiptOf', { number: order.number })}
          onClick={() => setReceiptOpen(true)}
        >
          {t('panel.receipt')}
        </button>
      </div>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {open && (
          <>
            {awaitsApproval(order) && <ApprovalCountdown submittedDate={order.submittedDate ?? order.createdDate} />}
            <OrderItems items={order.items} />
            {showsDocuments(order) && <OrderDocuments order={order} actingForCustomer={actingForCustomer} />}
            {order.results.length > 0 && <ShareHistory orderId={order.id} />}
            <OrderActions order={order} />
          </>
        )}
      </div>
      {receiptOpen && <ReceiptDialog orderId={order.id} orderNumber={order.number} onClose={() => setReceiptOpen(false)} />}
    </article>
  );
}
