import '../i18n';
import { CATALOGUE_PAGE_SIZE, type ProductListResponse } from '@labstore/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, type PageLinkProps } from '../../../components/ui/pagination';
import { pageCount } from '../../../lib/page-window';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ProductList, ProductListSkeleton } from './product-list';
import styles from './product-list-area.module.css';

interface ProductListAreaProps {
  data: ProductListResponse | undefined;
  /** A newer page is on its way while the previous one shows. */
  fetching: boolean;
  page: number;
  renderPageLink: (page: number, props: PageLinkProps) => ReactNode;
  /** Shown instead of the list when it has no rows. */
  empty?: ReactNode;
  /** The list could not be loaded (the error bar has said why); with onRetry. */
  failed?: boolean;
  onRetry?: () => void;
  /** What the count says, when the rows are not all called tests (the panels list). */
  countLabel?: (count: number) => string;
}

/** A paged list of tests (spec/02 2.3, 2.5): the count, the rows, the pages. */
export function ProductListArea({ data, fetching, page, renderPageLink, empty, failed = false, onRetry, countLabel }: ProductListAreaProps) {
  const { t } = useTranslation('catalogue');
  if (!data && failed && onRetry) return <LoadFailed message={t('list.failed')} onRetry={onRetry} />;
  if (!data) return <ProductListSkeleton rows={CATALOGUE_PAGE_SIZE} />;
  if (data.items.length === 0 && data.count > 0) {
    // An old or hand-typed address past the last page: say so and offer the way back.
    const last = pageCount(data.count, CATALOGUE_PAGE_SIZE);
    return (
      <p className={styles.empty}>
        {t('list.pastEnd', { page, last })}{' '}
        {renderPageLink(last, { className: undefined, 'aria-label': t('list.toLastPage', { last }), children: t('list.toLastPage', { last }) })}
      </p>
    );
  }
  if (data.items.length === 0) return <>{empty ?? <p className={styles.empty}>{t('list.empty')}</p>}</>;
  return (
    <div className={fetching ? `${styles.area} ${styles.fetching}` : styles.area} aria-busy={fetching}>
      <p className={styles.count} role="status">
        {countLabel ? countLabel(data.count) : t('list.count', { count: data.count })}
      </p>
      <ProductList items={data.items} />
      <Pagination
        page={page}
        count={data.count}
        pageSize={CATALOGUE_PAGE_SIZE}
        labels={{
          nav: t('pagination.label'),
          firstPage: t('pagination.firstPage'),
          previousPage: t('pagination.previousPage'),
          nextPage: t('pagination.nextPage'),
          lastPage: t('pagination.lastPage'),
          page: (target) => t('pagination.page', { page: target }),
        }}
        renderLink={renderPageLink}
      />
    </div>
  );
}
