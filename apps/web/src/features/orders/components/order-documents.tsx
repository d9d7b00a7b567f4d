import { RESULT_FILE_TYPE, type OrderHistoryEntry, type OrderResult, type ResultFileType } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formButtonClasses } from '../../../components/ui/form-button-classes';
import { openFile } from '../../../lib/file-offer';
import { paths } from '../../../lib/paths';
import { downloadDocument } from '../api/download-document';
import { documentMenus, hasLabVisitPass, hasResults } from '../order-documents';
import { DocumentMenu } from './document-menu';
import { ShareDialog, type ShareTarget } from './share-dialog';
import styles from './order-documents.module.css';

interface OrderDocumentsProps {
  order: OrderHistoryEntry;
  actingForCustomer: boolean;
}

/**
 * spec/02 4.2: per requisition, the Requisition menu until results arrive,
 * then the Results Pdf menu (greyed until then); a link to the lab-visit
 * pass once approved (issue 18) and to the results screen once there are
 * results.
 */
export function OrderDocuments({ order, actingForCustomer }: OrderDocumentsProps) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  // Before approval there is no requisition yet: the menus show, inactive.
  const reports: (OrderResult | undefined)[] = order.results.length > 0 ? order.results : [undefined];
  return (
    <section aria-labelledby={headingId} className={styles.documents}>
      <h4 id={headingId} className={styles.heading}>
        {t('panel.documents')}
      </h4>
      {reports.map((report) => (
        <ReportDocuments
          key={report?.apiResultId ?? 'pending'}
          order={order}
          report={report}
          actingForCustomer={actingForCustomer}
          onShare={(type) => report && setSharing({ orderId: order.id, orderNumber: order.number, apiResultId: report.apiResultId, type })}
        />
      ))}
      {hasLabVisitPass(order) && (
        <Link {...paths.labVisitPass(order.id)} className={formButtonClasses.link}>
          {t('panel.labVisitPass')}
        </Link>
      )}
      {hasResults(order) && (
        <Link {...paths.orderResults(order.id)} className={formButtonClasses.link}>
          {t('panel.viewResults')}
        </Link>
      )}
      {sharing && <ShareDialog target={sharing} onClose={() => setSharing(null)} />}
    </section>
  );
}

interface ReportDocumentsProps {
  order: OrderHistoryEntry;
  report: OrderResult | undefined;
  actingForCustomer: boolean;
  onShare: (type: ResultFileType) => void;
}

function ReportDocuments({ order, report, actingForCustomer, onShare }: ReportDocumentsProps) {
  const { t } = useTranslation('orders');
  const menus = documentMenus(report, actingForCustomer);
  const [viewing, setViewing] = useState<ResultFileType | null>(null);

  const view = async (type: ResultFileType) => {
    if (!report) return;
    setViewing(type);
    try {
      const file = await downloadDocument(order.id, report.apiResultId, type);
      const name = type === RESULT_FILE_TYPE.requisition ? 'documents.fileName.requisition' : 'documents.fileName.results';
      openFile(file, t(name, { number: order.number }));
    } catch {
      // The error bar has said why (http-client).
    } finally {
      setViewing(null);
    }
  };

  const refusedNote = t('documents.notWhileActing');
  const hint = (() => {
    if (menus.results.active) return t('documents.requisitionReplaced');
    if (menus.requisition.active) return t('documents.resultsPending');
    return t('documents.requisitionPending');
  })();
  return (
    <div className={styles.menus}>
      <DocumentMenu
        label={t('documents.requisition')}
        active={menus.requisition.active}
        tone="requisition"
        actionsAllowed={menus.actionsAllowed}
        refusedNote={refusedNote}
        viewing={viewing === RESULT_FILE_TYPE.requisition}
        onShare={() => onShare(RESULT_FILE_TYPE.requisition)}
        onView={() => void view(RESULT_FILE_TYPE.requisition)}
      />
      <DocumentMenu
        label={t('documents.results')}
        active={menus.results.active}
        tone="results"
        actionsAllowed={menus.actionsAllowed}
        refusedNote={refusedNote}
        viewing={viewing === RESULT_FILE_TYPE.results}
        onShare={() => onShare(RESULT_FILE_TYPE.results)}
        onView={() => void view(RESULT_FILE_TYPE.results)}
      />
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
