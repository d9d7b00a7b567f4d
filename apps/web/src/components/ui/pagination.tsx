import { PAGINATION_MAX_LINKS } from '@labstore/domain';
import type { ReactNode } from 'react';
import { pageCount, pageWindow } from '../../lib/page-window';
import styles from './pagination.module.css';

export interface PageLinkProps {
  className: string | undefined;
  'aria-label': string;
  'aria-current'?: 'page';
  children: ReactNode;
}

/** The words of the page links, in the using feature's language namespace. */
export interface PaginationLabels {
  nav: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  page: (page: number) => string;
}

interface PaginationProps {
  page: number;
  count: number;
  pageSize: number;
  labels: PaginationLabels;
  /** The screen builds the link (its route and search), so links stay typed by the router; a table kit builds a button. */
  renderLink: (page: number, props: PageLinkProps) => ReactNode;
  /** How many page links the window holds: the catalogue's 5 (spec/02 9), or 10 for a long table. */
  maxLinks?: 5 | 10;
}

/** spec/02 9: at most 5 (or 10) page links rotating around the current page, with first/last boundary links. */
export function Pagination({ page, count, pageSize, labels, renderLink, maxLinks = PAGINATION_MAX_LINKS }: PaginationProps) {
  const window = pageWindow(page, pageCount(count, pageSize), maxLinks);
  if (window.pageCount <= 1) return null;
  const { current, pageCount: last } = window;

  const step = (target: number, enabled: boolean, label: string, symbol: string) => (
    <li>
      {enabled ? (
        renderLink(target, { className: styles.link, 'aria-label': label, children: <span aria-hidden="true">{symbol}</span> })
      ) : (
        // A boundary with nowhere to go: shown for a steady layout, not focusable.
        <span className={`${styles.link} ${styles.disabled}`} aria-hidden="true">
          {symbol}
        </span>
      )}
    </li>
  );

  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      <ul className={styles.list}>
        {step(1, current > 1, labels.firstPage, '«')}
        {step(current - 1, current > 1, labels.previousPage, '‹')}
        {window.pages.map((target) => (
          <li key={target}>
            {renderLink(target, {
              className: target === current ? `${styles.link} ${styles.current}` : styles.link,
              'aria-label': labels.page(target),
              'aria-current': target === current ? 'page' : undefined,
              children: target,
            })}
          </li>
        ))}
        {step(current + 1, current < last, labels.nextPage, '›')}
        {step(last, current < last, labels.lastPage, '»')}
      </ul>
    </nav>
  );
}
