import { PARTNER_ORDER_FILTER, SEARCH_MAX_LENGTH, type PartnerOrderEntry } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/form-controls';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { useDateTime } from '../../kit/date-time';
import { SearchField } from '../../kit/search-field';
import { useListFilters } from '../../kit/use-list-filters';
import kit from '../../kit/kit.module.css';
import { partnerOrdersList, type PartnerOrderFilters } from './get-partner-orders';
import { partnerFilterOf, partnerStatusName, STATUS_CHOICES } from './partner-statuses';

const NO_FILTERS: PartnerOrderFilters = { status: PARTNER_ORDER_FILTER.all, search: '' };

/**
 * spec/03 2 Pwn Orders tab: a search box, the status filter (all, pending,
 * approved, rejected, results) and the partner orders 10 a page, newest first.
 */
export function PwnOrdersTab() {
  const { t } = useTranslation('dashboard');
  const dateTime = useDateTime();
  const { filters, page, setFilter, setPage } = useListFilters(NO_FILTERS);
  const list = useAdminList(partnerOrdersList, filters, page);

  const statusLabel = (id: number) => {
    const name = partnerStatusName(id);
    return name ? t(`pwnOrders.statuses.${name}`) : String(id);
  };
  const problem = (order: PartnerOrderEntry) => {
    if (order.errorMessage) return order.errorMessage;
    if (order.rejectionReason) return t('pwnOrders.rejectionReason', { reason: order.rejectionReason });
    return t('pwnOrders.none');
  };

  const columns = serverColumns<PartnerOrderEntry>([
    { id: 'grlOrderId', header: t('pwnOrders.columns.grlOrderId'), accessorFn: (order) => order.linkedOrder.number },
    { id: 'partnerOrderId', header: t('pwnOrders.columns.partnerOrderId'), accessorFn: (order) => order.pwnOrderId ?? t('pwnOrders.notSent') },
    { id: 'partnerStatus', header: t('pwnOrders.columns.partnerStatus'), accessorFn: (order) => statusLabel(order.pwnStatus) },
    { id: 'timestamp', header: t('pwnOrders.columns.timestamp'), accessorFn: (order) => dateTime(order.pwnTimestamp) },
    { id: 'errorMessage', header: t('pwnOrders.columns.errorMessage'), accessorFn: problem },
  ]);

  return (
    <>
      <div className={kit.filters}>
        <SearchField label={t('pwnOrders.search')} maxLength={SEARCH_MAX_LENGTH} onSearch={(text) => setFilter('search', text)} />
        <SelectField label={t('pwnOrders.status')} value={String(filters.status)} onChange={(event) => setFilter('status', partnerFilterOf(event.target.value))}>
          {STATUS_CHOICES.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {t(`pwnOrders.statuses.${choice.name}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <AdminListTable
        label={t('pwnOrders.table')}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        getRowId={(order) => `${order.linkedOrder.id}:${order.pwnOrderId ?? order.pwnTimestamp}`}
        emptyMessage={t('pwnOrders.empty')}
      />
    </>
  );
}
