import { SEARCH_MAX_LENGTH, type EmailLogEntry } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { DateRangeFields } from '../../kit/date-range-fields';
import { useDateTime } from '../../kit/date-time';
import { NO_DAYS } from '../../kit/day-range';
import { SearchField } from '../../kit/search-field';
import { useListFilters } from '../../kit/use-list-filters';
import kit from '../../kit/kit.module.css';
import { emailLogList, type EmailLogFilters } from './get-email-log';
import { emailStatusLabel } from './email-status';

const NO_FILTERS: EmailLogFilters = { searchWord: '', days: NO_DAYS };

/**
 * spec/03 2 Email Log tab: a search box, date-start and date-end, and the
 * log 10 a page, newest first; each row opens its delivery record (the
 * queue's attempts, issue 10).
 */
export function EmailLogTab() {
  const { t } = useTranslation('dashboard');
  const dateTime = useDateTime();
  const { filters, page, setFilter, setPage } = useListFilters(NO_FILTERS);
  const list = useAdminList(emailLogList, filters, page);

  const columns = serverColumns<EmailLogEntry>([
    { accessorKey: 'from', header: t('emailLog.columns.from') },
    { accessorKey: 'to', header: t('emailLog.columns.to') },
    { accessorKey: 'subject', header: t('emailLog.columns.subject') },
    { accessorKey: 'sendBy', header: t('emailLog.columns.sendBy') },
    { id: 'status', header: t('emailLog.columns.status'), accessorFn: (entry) => emailStatusLabel(entry.status, t('emailLog.unknown')) },
    { id: 'date', header: t('emailLog.columns.date'), accessorFn: (entry) => dateTime(entry.date) },
    {
      id: 'attempts',
      header: t('emailLog.columns.attempts'),
      accessorFn: (entry) => t('emailLog.attemptsOf', { attempts: entry.attempts, max: entry.maxAttempts }),
    },
  ]);

  const moment = (iso: string | null) => (iso ? dateTime(iso) : t('emailLog.delivery.none'));

  return (
    <>
      <div className={kit.filters}>
        <SearchField label={t('emailLog.search')} maxLength={SEARCH_MAX_LENGTH} onSearch={(text) => setFilter('searchWord', text)} />
        <DateRangeFields legend={t('emailLog.dates')} range={filters.days} onChange={(days) => setFilter('days', days)} />
      </div>
      <AdminListTable
        label={t('emailLog.table')}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        getRowId={(entry) => entry.id}
        emptyMessage={t('emailLog.empty')}
        renderDetails={(entry) => (
          <dl className={kit.facts}>
            <dt>{t('emailLog.delivery.lastAttemptAt')}</dt>
            <dd>{moment(entry.lastAttemptAt)}</dd>
            <dt>{t('emailLog.delivery.sentAt')}</dt>
            <dd>{moment(entry.sentAt)}</dd>
            <dt>{t('emailLog.delivery.lastError')}</dt>
            <dd>{entry.lastError ?? t('emailLog.delivery.none')}</dd>
          </dl>
        )}
      />
    </>
  );
}
