import { ORDER_STATUSES, SEARCH_MAX_LENGTH, type AdminTransaction } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { CheckboxField } from '../../../../components/ui/form-controls';
import { useFormats } from '../../../../lib/formats';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { DateRangeFields } from '../../kit/date-range-fields';
import { useDateTime } from '../../kit/date-time';
import { NO_DAYS } from '../../kit/day-range';
import { SearchField } from '../../kit/search-field';
import { useListFilters } from '../../kit/use-list-filters';
import kit from '../../kit/kit.module.css';
import { AddToCart } from './add-to-cart';
import { transactionsList, type TransactionFilters } from './get-transactions';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { useOrderAction, type OrderAction } from './order-writes';
import { StatusBadge } from './status-badge';
import { StatusCheckboxes } from './status-checkboxes';
import styles from './transactions-tab.module.css';

const NO_FILTERS: TransactionFilters = { statuses: ORDER_STATUSES, search: '', isPromo: false, isFree: false, days: NO_DAYS };

/**
 * spec/03 2 Transactions tab, the dashboard's default: the status
 * checkboxes, free-only, the search, promo and the date range over every
 * order, 10 a page, newest first; each row opens its detail, and Cancel and
 * Remove ask first ('Cancel order?', 'Delete order?', spec/03 8). Above, the
 * add-to-cart control.
 */
export function TransactionsTab() {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const dateTime = useDateTime();
  const { filters, page, setFilter, setPage } = useListFilters(NO_FILTERS);
  const list = useAdminList(transactionsList, filters, page);
  const orderAction = useOrderAction();
  const [asking, setAsking] = useState<{ action: OrderAction; order: AdminTransaction } | null>(null);

  const columns = serverColumns<AdminTransaction>([
    { accessorKey: 'number', header: t('transactions.columns.number') },
    {
      id: 'userFullName',
      header: t('transactions.columns.userFullName'),
      accessorFn: (order) => order.userFullName || t('transactions.guest'),
      cell: ({ row, getValue }) => (
        <>
          {getValue()}
          <span className={styles.email}>{row.original.userEmail}</span>
        </>
      ),
    },
    { id: 'orderTotal', header: t('transactions.columns.orderTotal'), accessorFn: (order) => formats.amount(order.orderTotal) },
    { id: 'promoCode', header: t('transactions.columns.promoCode'), accessorFn: (order) => order.promoCode ?? t('transactions.none') },
    { id: 'isPaymentSkipped', header: t('transactions.columns.isPaymentSkipped'), accessorFn: (order) => t(order.isPaymentSkipped ? 'transactions.yes' : 'transactions.no') },
    { id: 'submittedDate', header: t('transactions.columns.submittedDate'), accessorFn: (order) => (order.submittedDate ? dateTime(order.submittedDate) : t('transactions.none')) },
    { id: 'status', header: t('transactions.columns.status'), accessorKey: 'status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    {
      id: 'actions',
      header: t('transactions.columns.actions'),
      accessorFn: (order) => order.id,
      cell: ({ row }) => (
        <OrderActions order={row.original} pending={orderAction.isPending ? { action: orderAction.variables.action, orderId: orderAction.variables.orderId } : undefined} onAsk={(action, order) => setAsking({ action, order })} />
      ),
    },
  ]);

  const confirm = () => {
    if (asking) orderAction.mutate({ action: asking.action, orderId: asking.order.id });
    setAsking(null);
  };
  const customer = asking ? asking.order.userFullName || asking.order.userEmail || t('transactions.guest') : '';

  return (
    <>
      <AddToCart />
      <div className={kit.filters}>
        <SearchField label={t('transactions.search')} maxLength={SEARCH_MAX_LENGTH} onSearch={(text) => setFilter('search', text)} />
        <DateRangeFields legend={t('transactions.dates')} range={filters.days} onChange={(days) => setFilter('days', days)} />
      </div>
      <div className={styles.checkboxes}>
        <StatusCheckboxes checked={filters.statuses} onChange={(statuses) => setFilter('statuses', statuses)} />
        <CheckboxField label={t('transactions.freeOnly')} checked={filters.isFree} onChange={(event) => setFilter('isFree', event.target.checked)} />
        <CheckboxField label={t('transactions.promo')} checked={filters.isPromo} onChange={(event) => setFilter('isPromo', event.target.checked)} />
      </div>
      <AdminListTable
        label={t('transactions.table')}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        getRowId={(order) => order.id}
        emptyMessage={t('transactions.empty')}
        renderDetails={(order) => <OrderDetails order={order} />}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === 'delete' ? t('transactions.confirm.deleteTitle') : t('transactions.confirm.cancelTitle')}
        question={t(asking?.action === 'delete' ? 'transactions.confirm.deleteQuestion' : 'transactions.confirm.cancelQuestion', { number: asking?.order.number ?? '', customer })}
        noLabel={t('transactions.confirm.no')}
        yesLabel={t('transactions.confirm.yes')}
        onNo={() => setAsking(null)}
        onYes={confirm}
      />
    </>
  );
}
