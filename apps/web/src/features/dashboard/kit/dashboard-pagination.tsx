import { ADMIN_PAGE_SIZE } from '@labstore/domain';
import { Pagination } from '../../../components/ui/pagination';
import { usePaginationLabels } from '../../../components/ui/table/data-table';

interface DashboardPaginationProps {
  page: number;
  /** Every match, as the list answered it. */
  count: number;
  onPage: (page: number) => void;
  /** spec/03 9: 5 page links, 10 for promo codes. */
  maxLinks?: 5 | 10;
  pageSize?: number;
}

/** spec/03 9: up to 5 (or 10) page links with first/last boundary links, 10 rows a page. */
export function DashboardPagination({ page, count, onPage, maxLinks = 5, pageSize = ADMIN_PAGE_SIZE }: DashboardPaginationProps) {
  const labels = usePaginationLabels();
  return (
    <Pagination
      page={page}
      count={count}
      pageSize={pageSize}
      maxLinks={maxLinks}
      labels={labels}
      renderLink={(target, { children, ...props }) => (
        <button type="button" {...props} onClick={() => onPage(target)}>
          {children}
        </button>
      )}
    />
  );
}
