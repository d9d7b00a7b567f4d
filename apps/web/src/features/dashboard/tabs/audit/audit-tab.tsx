import { ADMIN_AUDIT_SUBJECT_ID_MAX_LENGTH, SEARCH_MAX_LENGTH, type AdminAuditEntry } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/form-controls';
import { AdminListTable, serverColumns } from '../../kit/admin-list-table';
import { useAdminList } from '../../kit/admin-list';
import { DateRangeFields } from '../../kit/date-range-fields';
import { useDateTime } from '../../kit/date-time';
import { NO_DAYS } from '../../kit/day-range';
import { SearchField } from '../../kit/search-field';
import { useListFilters } from '../../kit/use-list-filters';
import kit from '../../kit/kit.module.css';
import { ACTION_CHOICES, actionOf, actionWord, stateText, subjectWord } from './audit-words';
import { auditList, type AuditFilters } from './get-audit';
import styles from './audit-tab.module.css';

const NO_FILTERS: AuditFilters = { actor: '', action: '', subjectId: '', days: NO_DAYS };

/**
 * Issue 19's audit trail, read-only: who did what to which record, when,
 * what it was before and after, and from which address; filtered as GET
 * /api/audit allows, 10 a page, newest first.
 */
export function AuditTab() {
  const { t } = useTranslation('dashboard');
  const dateTime = useDateTime();
  const { filters, page, setFilter, setPage } = useListFilters(NO_FILTERS);
  const list = useAdminList(auditList, filters, page);

  const actionLabel = (action: string) => {
    const word = actionWord(action);
    return word ? t(`audit.actions.${word}`) : action;
  };
  const subjectLabel = (kind: string) => {
    const word = subjectWord(kind);
    return word ? t(`audit.subjects.${word}`) : kind;
  };

  const columns = serverColumns<AdminAuditEntry>([
    { accessorKey: 'actorEmail', header: t('audit.columns.who') },
    { id: 'what', header: t('audit.columns.what'), accessorFn: (row) => actionLabel(row.action) },
    {
      id: 'record',
      header: t('audit.columns.record'),
      accessorFn: (row) => row.subjectId,
      cell: ({ row }) => (
        <>
          {subjectLabel(row.original.subjectKind)} <code className={styles.code}>{row.original.subjectId}</code>
        </>
      ),
    },
    { id: 'when', header: t('audit.columns.when'), accessorFn: (row) => dateTime(row.at) },
    {
      id: 'change',
      header: t('audit.columns.change'),
      accessorFn: (row) => row.id,
      cell: ({ row }) => (
        <>
          <code className={styles.code}>{stateText(row.original.before) ?? t('audit.nothing')}</code>
          <span aria-hidden="true"> → </span>
          <code className={styles.code}>{stateText(row.original.after) ?? t('audit.nothing')}</code>
        </>
      ),
    },
    { id: 'address', header: t('audit.columns.address'), accessorFn: (row) => row.clientAddress ?? t('audit.unknownAddress') },
  ]);

  return (
    <>
      <div className={kit.filters}>
        <SearchField label={t('audit.actor')} maxLength={SEARCH_MAX_LENGTH} onSearch={(text) => setFilter('actor', text)} />
        <SelectField label={t('audit.action')} value={filters.action} onChange={(event) => setFilter('action', actionOf(event.target.value))}>
          <option value="">{t('audit.anyAction')}</option>
          {ACTION_CHOICES.map((choice) => (
            <option key={choice.action} value={choice.action}>
              {t(`audit.actions.${choice.word}`)}
            </option>
          ))}
        </SelectField>
        <SearchField label={t('audit.subjectId')} maxLength={ADMIN_AUDIT_SUBJECT_ID_MAX_LENGTH} onSearch={(text) => setFilter('subjectId', text)} />
        <DateRangeFields legend={t('audit.dates')} range={filters.days} onChange={(days) => setFilter('days', days)} />
      </div>
      <AdminListTable
        label={t('audit.table')}
        columns={columns}
        list={list}
        page={page}
        onPage={setPage}
        getRowId={(row) => row.id}
        emptyMessage={t('audit.empty')}
      />
    </>
  );
}
