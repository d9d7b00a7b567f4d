import { GENDER, type PartnerTestEntry } from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { DataTable } from '../../../../components/ui/table/data-table';
import { tableColumns } from '../../kit/admin-list-table';
import { usePartnerTests } from './get-partner-tests';

/**
 * spec/03 2 Pwn Tests tab: a read-only table of the partner's tests, 10
 * rows a page (the list comes whole, so the table kit pages and sorts it).
 */
export function PwnTestsTab() {
  const { t } = useTranslation('dashboard');
  const tests = usePartnerTests();
  const yesNo = (value: boolean) => (value ? t('pwnTests.yes') : t('pwnTests.no'));
  const gender = (value: number | null) => {
    if (value === GENDER.Male) return t('pwnTests.gender.male');
    if (value === GENDER.Female) return t('pwnTests.gender.female');
    return t('pwnTests.gender.either');
  };

  const columns = tableColumns<PartnerTestEntry>([
    { accessorKey: 'name', header: t('pwnTests.columns.name') },
    { accessorKey: 'code', header: t('pwnTests.columns.code') },
    { id: 'sameDay', header: t('pwnTests.columns.sameDay'), accessorFn: (test) => yesNo(test.sameDay) },
    { id: 'requiredGender', header: t('pwnTests.columns.requiredGender'), accessorFn: (test) => gender(test.requiredGender) },
    { id: 'disclaimersRequired', header: t('pwnTests.columns.disclaimersRequired'), accessorFn: (test) => yesNo(test.disclaimersRequired) },
    { id: 'customerPhysicianRequired', header: t('pwnTests.columns.customerPhysicianRequired'), accessorFn: (test) => yesNo(test.customerPhysicianRequired) },
    { id: 'fastingRequired', header: t('pwnTests.columns.fastingRequired'), accessorFn: (test) => yesNo(test.fastingRequired) },
  ]);

  if (tests.isError) return <LoadFailed message={t('kit.loadFailed')} onRetry={() => void tests.refetch()} />;
  return (
    <DataTable
      label={t('pwnTests.table')}
      columns={columns}
      data={tests.data?.items}
      loading={tests.isPending}
      getRowId={(test) => test.code}
      emptyMessage={t('pwnTests.empty')}
    />
  );
}
