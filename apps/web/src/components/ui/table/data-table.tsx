/**
 * The table kit: a real <table> on TanStack Table (headless; only the sorted
 * and paginated row models are bundled), for the account's order history and
 * the administration's tables. Used only by lazily loaded screens, so neither
 * it nor its strings ('table' namespace) reach the storefront's first load.
 *
 * A screen gives its rows, a row id, and its columns (TanStack column
 * definitions: `accessorKey` or `accessorFn`, a `header` string, an optional
 * `cell`; `enableSorting: false` for a column that does not sort):
 *
 *   <DataTable label={t('orders.title')} columns={columns} data={orders.data}
 *     loading={orders.isPending} getRowId={(order) => order.id}
 *     renderDetails={(order) => <OrderItems order={order} />} maxPageLinks={5} />
 *
 * Sorting is by the column's button (mouse, Enter or Space), announced by
 * aria-sort; `renderDetails` adds a disclosure button per row (aria-expanded,
 * aria-controls); pages of `pageSize` rows use the shared Pagination with a
 * window of 5 or 10 page links and first/last boundary links.
 */
import {
  type ColumnDef,
  type ExpandedState,
  type Header,
  type PaginationState,
  type SortingState,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, type PaginationLabels } from '../pagination';
import styles from './data-table.module.css';
import './i18n';

export type { ColumnDef } from '@tanstack/react-table';

const DEFAULT_PAGE_SIZE = 10;

export interface DataTableProps<Row> {
  /** The table's accessible name, shown as its caption. */
  label: string;
  columns: ColumnDef<Row, never>[];
  /** Undefined while the first answer is on its way. */
  data: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  loading?: boolean;
  /** What an empty table says; the kit's own sentence by default. */
  emptyMessage?: string;
  /** A row's details, shown under it when its disclosure button is pressed. */
  renderDetails?: (row: Row) => ReactNode;
  pageSize?: number;
  maxPageLinks?: 5 | 10;
}

const NO_ROWS: never[] = [];

export function DataTable<Row>({
  label,
  columns,
  data,
  getRowId,
  loading = false,
  emptyMessage,
  renderDetails,
  pageSize = DEFAULT_PAGE_SIZE,
  maxPageLinks,
}: DataTableProps<Row>) {
  const { t } = useTranslation(['table', 'common']);
  const idPrefix = useId();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  // eslint-disable-next-line react-hooks/incompatible-library -- the table's functions change with its state, so the compiler leaves this component unmemoised, as it must
  const table = useReactTable<Row>({
    data: (data ?? NO_ROWS) as Row[],
    columns,
    getRowId,
    state: { sorting, expanded, pagination },
    onSortingChange: setSorting,
    onExpandedChange: setExpanded,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowCanExpand: () => renderDetails !== undefined,
  });
  const columnCount = columns.length + (renderDetails ? 1 : 0);
  const rows = table.getRowModel().rows;
  const paginationLabels = usePaginationLabels();
  const detailsId = (rowId: string) => `${idPrefix}-details-${rowId}`;

  const status = (text: string) => (
    <tr>
      <td colSpan={columnCount} className={styles.status}>
        {text}
      </td>
    </tr>
  );

  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-busy={loading}>
        <caption className={styles.caption}>{label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {renderDetails && (
                <th scope="col" className={styles.disclosureColumn}>
                  <span className="visually-hidden">{t('details')}</span>
                </th>
              )}
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 && status(loading ? t('common:loading') : (emptyMessage ?? t('empty')))}
          {rows.map((row) => (
            <Fragment key={row.id}>
              <tr>
                {renderDetails && (
                  <td className={styles.disclosureColumn}>
                    <button
                      type="button"
                      className={styles.disclosure}
                      aria-expanded={row.getIsExpanded()}
                      aria-controls={detailsId(row.id)}
                      aria-label={row.getIsExpanded() ? t('hideDetails') : t('showDetails')}
                      onClick={row.getToggleExpandedHandler()}
                    >
                      <span aria-hidden="true">{row.getIsExpanded() ? '▾' : '▸'}</span>
                    </button>
                  </td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
              {renderDetails && (
                <tr id={detailsId(row.id)} hidden={!row.getIsExpanded()} className={styles.details}>
                  <td colSpan={columnCount}>{row.getIsExpanded() && renderDetails(row.original)}</td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      <Pagination
        page={pagination.pageIndex + 1}
        count={table.getPrePaginationRowModel().rows.length}
        pageSize={pagination.pageSize}
        maxLinks={maxPageLinks}
        labels={paginationLabels}
        renderLink={(page, { children, ...props }) => (
          <button type="button" {...props} onClick={() => table.setPageIndex(page - 1)}>
            {children}
          </button>
        )}
      />
    </div>
  );
}

/** aria-sort: the sort a column's values are in, 'none' on a sortable column not sorted by. */
function ariaSort(direction: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}

const SORT_SYMBOL = new Map([
  ['asc', '▲'],
  ['desc', '▼'],
]);

function HeaderCell<Row>({ header }: { header: Header<Row, unknown> }) {
  const title = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <th scope="col">{title}</th>;
  const direction = header.column.getIsSorted();
  return (
    <th scope="col" aria-sort={ariaSort(direction)}>
      <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
        {title}
        <span aria-hidden="true" className={styles.sortSymbol}>
          {direction ? SORT_SYMBOL.get(direction) : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The pagination's words in the table kit's strings, for lists that page on the server too (the dashboard's). */
export function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation('table');
  return {
    nav: t('pagination.nav'),
    firstPage: t('pagination.firstPage'),
    previousPage: t('pagination.previousPage'),
    nextPage: t('pagination.nextPage'),
    lastPage: t('pagination.lastPage'),
    page: (page) => t('pagination.page', { page }),
  };
}
