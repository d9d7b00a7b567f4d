import type { LabVisitPass, PassRequisition } from '@labstore/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openFile } from '../../../lib/file-offer';
import { useOnline } from '../../../lib/network-status';
import { requisitionFile } from '../api/requisition-file';
import { RequisitionBarcode } from './requisition-barcode';
import styles from './pass-view.module.css';

interface PassRequisitionsProps {
  pass: LabVisitPass;
  keptCopy: boolean;
  actingForCustomer: boolean;
}

/** Issue 18: a barcode per requisition, its id in text under it, and its PDF. */
export function PassRequisitions({ pass, keptCopy, actingForCustomer }: PassRequisitionsProps) {
  const { t } = useTranslation('labVisit');
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId} aria-describedby={hintId} className={`${styles.section} ${styles.requisitions}`}>
      <h2 id={headingId} className={styles.heading}>
        {t('requisition.heading')}
      </h2>
      {pass.requisitions.map((requisition) => (
        <Requisition key={requisition.apiResultId} pass={pass} requisition={requisition} keptCopy={keptCopy} actingForCustomer={actingForCustomer} />
      ))}
      <p id={hintId} className={styles.brightness}>
        {t('requisition.brightness')}
      </p>
    </section>
  );
}

interface RequisitionProps {
  pass: LabVisitPass;
  requisition: PassRequisition;
  keptCopy: boolean;
  actingForCustomer: boolean;
}

function Requisition({ pass, requisition, keptCopy, actingForCustomer }: RequisitionProps) {
  const { t } = useTranslation('labVisit');
  return (
    <div className={styles.requisition}>
      <figure className={styles.barcode}>
        <RequisitionBarcode svg={requisition.barcodeSvg} label={t('requisition.barcode', { id: requisition.apiResultId })} />
        <figcaption className={styles.requisitionId}>{requisition.apiResultId}</figcaption>
      </figure>
      {requisition.physiciansName && (
        <p className={styles.physician}>
          {t('requisition.physician')}: {requisition.physiciansName}
          {requisition.physiciansNPI && ` (${t('requisition.npi', { npi: requisition.physiciansNPI })})`}
        </p>
      )}
      <RequisitionPdf pass={pass} requisition={requisition} keptCopy={keptCopy} actingForCustomer={actingForCustomer} />
    </div>
  );
}

function RequisitionPdf({ pass, requisition, keptCopy, actingForCustomer }: RequisitionProps) {
  const { t } = useTranslation('labVisit');
  const online = useOnline();
  const noteId = useId();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState('');

  const view = async () => {
    setOpening(true);
    setProblem('');
    try {
      const file = await requisitionFile(pass.orderId, requisition, { online, preferKept: keptCopy });
      if (file) openFile(file, t('requisition.fileName', { number: pass.orderNumber }));
      else setProblem(t('requisition.pdfNotKept'));
    } catch {
      // The error bar has said why the server refused it (http-client).
      setProblem(t('requisition.pdfFailed'));
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className={`${styles.pdf} ${styles.noPrint}`}>
      <button
        type="button"
        className={styles.action}
        onClick={() => void view()}
        disabled={actingForCustomer || opening}
        aria-describedby={actingForCustomer ? noteId : undefined}
        aria-label={pass.requisitions.length > 1 ? t('requisition.viewPdfOf', { id: requisition.apiResultId }) : undefined}
      >
        {opening ? t('requisition.opening') : t('requisition.viewPdf')}
      </button>
      {actingForCustomer && (
        <span id={noteId} className={styles.note}>
          {t('requisition.notWhileActing')}
        </span>
      )}
      <p role="status" className={styles.problem}>
        {problem}
      </p>
    </div>
  );
}
