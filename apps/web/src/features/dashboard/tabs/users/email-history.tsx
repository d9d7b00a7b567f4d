import type { EmailHistoryItem } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { DataTable } from '../../../../components/ui/table/data-table';
import { tableColumns } from '../../kit/admin-list-table';
import { useDateTime } from '../../kit/date-time';
import { useEmailHistory } from './user-calls';

/** spec/03 2 Users tab, Email History: a table of date, old email and new email (spec/03 3). */
export function EmailHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const dateTime = useDateTime();
  const history = useEmailHistory(userId);
  if (history.isError) return <LoadFailed message={t('users.emailHistory.failed')} onRetry={() => void history.refetch()} />;
  const columns = tableColumns<EmailHistoryItem>([
    { id: 'date', header: t('users.emailHistory.columns.date'), accessorFn: (row) => row.changeDate, cell: ({ row }) => dateTime(row.original.changeDate) },
    { accessorKey: 'oldEmail', header: t('users.emailHistory.columns.oldEmail') },
    { accessorKey: 'newEmail', header: t('users.emailHistory.columns.newEmail') },
  ]);
  return (
    <DataTable
      label={t('users.emailHistory.table')}
      columns={columns}
      data={history.data?.items}
      loading={history.isPending}
      getRowId={(row) => `${row.changeDate}-${row.newEmail}`}
      emptyMessage={t('users.emailHistory.empty')}
    />
  );
}
