import { ADMIN_PAGE_SIZE } from '@labstore/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { DataTable, type ColumnDef } from '../../../components/ui/table/data-table';
import type { AdminPage } from './admin-list';
import { DashboardPagination } from './dashboard-pagination';
import styles from './kit.module.css';

interface AdminListTableProps<Row> {
  /** The table's caption and accessible name. */
  label: string;
  /** Built with serverColumns: the server orders the rows. */
  columns: ColumnDef<Row, never>[];
  list: UseQueryResult<AdminPage<Row>>;
  page: number;
  onPage: (page: number) => void;
  getRowId: (row: Row) => string;
  /** What the table says when nothing matches. */
  emptyMessage: string;
  renderDetails?: (row: Row) => ReactNode;
  maxPageLinks?: 5 | 10;
}

/**
 * A page of an admin list in the table kit, then the spec's pagination
 * (spec/03 9). While the next page loads the shown one stays, marked busy;
 * a list that could not be read says so with Try again (the error bar has
 * said why).
 */
export function AdminListTable<Row>({ label, columns, list, page, onPage, getRowId, emptyMessage, renderDetails, maxPageLinks }: AdminListTableProps<Row>) {
  const { t } = useTranslation('dashboard');
  if (list.isError && !list.data) return <LoadFailed message={t('kit.loadFailed')} onRetry={() => void list.refetch()} />;
  return (
    <div className={styles.list} aria-busy={list.isFetching}>
      <DataTable
        label={label}
        columns={columns}
        data={list.data?.items}
        loading={list.isPending}
        getRowId={getRowId}
        emptyMessage={emptyMessage}
        renderDetails={renderDetails}
        pageSize={ADMIN_PAGE_SIZE}
      />
      <DashboardPagination page={page} count={list.data?.count ?? 0} onPage={onPage} maxLinks={maxPageLinks} />
    </div>
  );
}

/** A dashboard column: its value is text or a number. */
export type AdminColumn<Row> = ColumnDef<Row, string | number>;

/**
 * The table kit takes its columns as ColumnDef<Row, never>, so that columns
 * of different value types fit one array; a column's value type only types
 * its own accessor and cell, so widening it here is sound.
 */
export function tableColumns<Row>(columns: AdminColumn<Row>[]): ColumnDef<Row, never>[] {
  return columns as ColumnDef<Row, never>[];
}

/** Columns of a server-ordered list: sorting one page of it would mislead, so none sorts. */
export function serverColumns<Row>(columns: AdminColumn<Row>[]): ColumnDef<Row, never>[] {
  return tableColumns(columns.map((column) => ({ ...column, enableSorting: false })));
}
