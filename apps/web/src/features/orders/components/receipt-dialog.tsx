import { PRINT_DELAY_MS, type Receipt } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormButton } from '../../../components/ui/form-controls';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useFormats } from '../../../lib/formats';
import { useReceipt } from '../api/get-receipt';
import { receiptFigures, type FeeLine } from '../receipt-lines';
import styles from './receipt-dialog.module.css';

interface ReceiptDialogProps {
  orderId: string;
  orderNumber: number;
  onClose: () => void;
  /** window.print, later: a test gives its own. */
  print?: () => void;
}

/**
 * spec/02 2.9 and 9: the printable receipt. Print prints this receipt alone
 * (the print stylesheet hides the rest of the page) after 250 ms, once the
 * dialog has laid out for paper.
 */
export function ReceiptDialog({ orderId, orderNumber, onClose, print = () => window.print() }: ReceiptDialogProps) {
  const { t } = useTranslation('orders');
  const receipt = useReceipt(orderId, true);
  return (
    <Dialog open onClose={onClose} title={t('panel.receiptOf', { number: orderNumber })}>
      {receipt.isPending && (
        <p className={styles.status} role="status">
          {t('receipt.loading')}
        </p>
      )}
      {receipt.isError && <LoadFailed message={t('receipt.loadFailed')} onRetry={() => void receipt.refetch()} />}
      {receipt.data && (
        <>
          <ReceiptDocument receipt={receipt.data} />
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <FormButton onClick={onClose}>{t('receipt.close')}</FormButton>
            <FormButton variant="primary" onClick={() => setTimeout(print, PRINT_DELAY_MS)}>
              {t('receipt.print')}
            </FormButton>
          </div>
        </>
      )}
    </Dialog>
  );
}

function feeLabel(kind: FeeLine['kind']) {
  switch (kind) {
    case 'processing':
      return 'receipt.processingFee';
    case 'physicianOversight':
      return 'receipt.physicianOversightFee';
    case 'labDraw':
      return 'receipt.labDrawFee';
  }
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const figures = receiptFigures(receipt);
  const money = (cents: number) => formats.usd(cents);
  const none = t('receipt.notShown');
  const paidLabel = (() => {
    const { cardType, last4 } = figures.paid;
    if (cardType && last4) return t('receipt.paidWithEnding', { card: cardType, last4 });
    if (cardType) return t('receipt.paidWith', { card: cardType });
    return t('receipt.totalPaid');
  })();

  return (
    <div className={styles.receipt}>
      <p className={styles.printTitle}>{t('receipt.title')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('receipt.patient')}</dt>
          <dd>{receipt.patient.fullName}</dd>
        </div>
        <div>
          <dt>{t('receipt.birthDate')}</dt>
          <dd>{formats.isoDate(receipt.patient.birthDate)}</dd>
        </div>
        <div>
          <dt>{t('receipt.orderId')}</dt>
          <dd className={styles.id}>{receipt.orderId}</dd>
        </div>
        <div>
          <dt>{t('receipt.orderNumber')}</dt>
          <dd>{receipt.number}</dd>
        </div>
        <div>
          <dt>{t('receipt.orderDate')}</dt>
          <dd>{receipt.submittedDate ? formats.date(new Date(receipt.submittedDate)) : none}</dd>
        </div>
        <div>
          <dt>{t('receipt.physician')}</dt>
          <dd>{receipt.physiciansName ?? none}</dd>
        </div>
        <div>
          <dt>{t('receipt.npi')}</dt>
          <dd>{receipt.physiciansNPI ?? none}</dd>
        </div>
      </dl>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('receipt.tests')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('receipt.test')}</th>
            <th scope="col">{t('receipt.cpt')}</th>
            <th scope="col" className={styles.amount}>
              {t('receipt.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.tests.map((test) => (
            <tr key={`${test.name}-${test.cpt}`}>
              <th scope="row">
                {test.name}
                {test.children.length > 0 && (
                  <ul className={styles.children}>
                    {test.children.map((child) => (
                      <li key={`${child.name}-${child.cpt}`}>
                        {child.name} <span className={styles.cpt}>({child.cpt})</span>
                      </li>
                    ))}
                  </ul>
                )}
              </th>
              <td>{test.cpt}</td>
              <td className={styles.amount}>{money(test.cents)}</td>
            </tr>
          ))}
        </tbody>
        <tbody className={styles.totals}>
          {figures.discountCents !== 0 && <TotalRow label={t('receipt.discounts')} value={money(-figures.discountCents)} />}
          {figures.promo && (
            <TotalRow label={figures.promo.code ? t('receipt.promoNamed', { code: figures.promo.code }) : t('receipt.promo')} value={money(-figures.promo.cents)} />
          )}
          <TotalRow label={t('receipt.subtotal')} value={money(figures.subTotalCents)} />
          {figures.fees.map((fee) => (
            <TotalRow key={fee.kind} label={t(feeLabel(fee.kind))} cpt={fee.cpt} value={money(fee.cents)} />
          ))}
          <TotalRow label={t('receipt.total')} value={money(figures.totalCents)} strong />
          <TotalRow label={t('receipt.balance')} value={money(figures.balanceCents)} />
          <TotalRow label={paidLabel} value={money(figures.paid.cents)} strong />
        </tbody>
      </table>
    </div>
  );
}

function TotalRow({ label, value, cpt = null, strong = false }: { label: string; value: string; cpt?: string | null; strong?: boolean }) {
  return (
    <tr className={strong ? styles.strong : undefined}>
      <th scope="row">{label}</th>
      <td>{cpt}</td>
      <td className={styles.amount}>{value}</td>
    </tr>
  );
}
