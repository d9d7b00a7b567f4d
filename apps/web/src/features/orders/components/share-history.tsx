import { RESULT_FILE_TYPE, type ShareEntry } from '@labstore/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFormats } from '../../../lib/formats';
import { notify } from '../../../lib/notifications';
import { useShareHistory } from '../api/get-share-history';
import { useRevokeShare } from '../api/revoke-share';
import styles from './share-history.module.css';

/**
 * spec/02 2.10 and 4.6: the e-mails an order's documents were sent by:
 * document, recipient, date sent, order number and the link's state; a link
 * not yet opened can be revoked, after a confirmation.
 */
export function ShareHistory({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const history = useShareHistory(orderId, true);
  const revoke = useRevokeShare(orderId);
  const [revoking, setRevoking] = useState<ShareEntry | null>(null);
  const captionId = useId();

  if (history.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('shares.loading')}
      </p>
    );
  }
  // A failed read has been said in the error bar; the rest of the order stays usable.
  if (history.isError || history.data.items.length === 0) return null;

  const confirmRevoke = () => {
    if (!revoking) return;
    const entry = revoking;
    setRevoking(null);
    revoke.mutate(entry.id, { onSuccess: () => notify({ type: 'success', message: t('shares.revoked', { email: entry.contactTo }) }) });
  };

  return (
    <section aria-labelledby={captionId} className={styles.history}>
      <h4 id={captionId} className={styles.heading}>
        {t('shares.title')}
      </h4>
      <table className={styles.table} aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('shares.fileType')}</th>
            <th scope="col">{t('shares.contactTo')}</th>
            <th scope="col">{t('shares.sent')}</th>
            <th scope="col">{t('shares.order')}</th>
            <th scope="col">{t('shares.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('shares.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {history.data.items.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t('shares.fileType')}>{entry.fileType === RESULT_FILE_TYPE.requisition ? t('shares.requisition') : t('shares.results')}</td>
              <td data-label={t('shares.contactTo')} className={styles.email}>
                {entry.contactTo}
              </td>
              <td data-label={t('shares.sent')}>{formats.date(new Date(entry.sendedDate))}</td>
              <td data-label={t('shares.order')}>{entry.number}</td>
              <td data-label={t('shares.state')}>
                <span className={styles.state} data-state={entry.state}>
                  {t(`shares.states.${entry.state}`)}
                </span>
              </td>
              <td className={styles.action}>
                {entry.state === 'sent' && (
                  <button
                    type="button"
                    className={styles.revoke}
                    aria-label={t('shares.revokeLabel', { email: entry.contactTo })}
                    disabled={revoke.isPending}
                    onClick={() => setRevoking(entry)}
                  >
                    {t('shares.revoke')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={revoking !== null}
        title={t('shares.revokeTitle')}
        question={t('shares.revokeQuestion', { email: revoking?.contactTo ?? '' })}
        noLabel={t('confirm.no')}
        yesLabel={t('confirm.yes')}
        onNo={() => setRevoking(null)}
        onYes={confirmRevoke}
      />
    </section>
  );
}
