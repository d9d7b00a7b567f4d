import '../i18n';
import { ORDER_HISTORY_PAGE_SIZE } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pagination, type PaginationLabels } from '../../../components/ui/pagination';
import { useAutoKeep } from '../../../entities/kept-documents';
import { paths } from '../../../lib/paths';
import { useAuthSession } from '../../../lib/session/current-session';
import { useOrderHistory } from '../api/get-order-history';
import { OrderPanel } from './order-panel';
import styles from './order-history-tab.module.css';

const NOTHING_TO_KEEP: ReadonlyArray<{ id: string; status: number }> = [];

/**
 * spec/02 2.10: the account area's Order History tab. Expandable panels,
 * newest first, the first of the page open; 10 a page (spec/02 9).
 */
export function OrderHistoryTab() {
  const { t } = useTranslation('orders');
  const [page, setPage] = useState(1);
  const history = useOrderHistory(page);
  // spec/02 4.2: an administrator acting as the customer (login-as) neither shares nor views documents.
  const actingForCustomer = useAuthSession()?.isQuasiAdmin ?? false;
  const labels = usePaginationLabels();
  // Issue 18: with automatic keeping on, approved passes and arrived results
  // are kept as the history shows them; never in an administrator's session.
  useAutoKeep(actingForCustomer ? NOTHING_TO_KEEP : (history.data?.items ?? NOTHING_TO_KEEP));

  if (history.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('orderHistory.loading')}
      </p>
    );
  }
  if (history.isError) return <LoadFailed message={t('orderHistory.loadFailed')} onRetry={() => void history.refetch()} />;
  const { items, count } = history.data;
  if (count === 0 && page === 1) {
    return (
      <div className={styles.empty}>
        <p>{t('orderHistory.empty')}</p>
        <Link {...paths.catalogue()} className={styles.emptyLink}>
          {t('orderHistory.browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.history} aria-busy={history.isPlaceholderData}>
      <ul className={styles.list} aria-label={t('orderHistory.listLabel')}>
        {items.map((order, index) => (
          <li key={order.id}>
            <OrderPanel order={order} initiallyOpen={index === 0} actingForCustomer={actingForCustomer} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        count={count}
        pageSize={ORDER_HISTORY_PAGE_SIZE}
        labels={labels}
        renderLink={(target, { children, ...props }) => (
          <button type="button" {...props} onClick={() => setPage(target)}>
            {children}
          </button>
        )}
      />
    </div>
  );
}

function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation('orders');
  return {
    nav: t('orderHistory.pagination.nav'),
    firstPage: t('orderHistory.pagination.firstPage'),
    previousPage: t('orderHistory.pagination.previousPage'),
    nextPage: t('orderHistory.pagination.nextPage'),
    lastPage: t('orderHistory.pagination.lastPage'),
    page: (target) => t('orderHistory.pagination.page', { page: target }),
  };
}
