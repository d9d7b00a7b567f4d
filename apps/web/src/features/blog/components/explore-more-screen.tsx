import '../i18n';
import { BLOG_PAGE_SIZE, LIST_SEARCH_DEBOUNCE_MS } from '@labstore/domain';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { TextField } from '../../../components/ui/form-controls';
import { pageCount } from '../../../lib/page-window';
import { paths } from '../../../lib/paths';
import { useArticlesPage } from '../api/get-articles-page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { BlogBreadcrumb } from './blog-parts';
import styles from './blog-screens.module.css';

// spec/02 2.12, 5, 9: every article, searchable by title (300 ms after the
// last key), 9 a page; the title and page are in the URL.

const exploreMoreRoute = getRouteApi('/blog/explore-more');

export function ExploreMoreScreen() {
  const { t } = useTranslation('blog');
  const { page = 1, title = '' } = exploreMoreRoute.useSearch();
  const query = useArticlesPage(title.trim(), page);
  const data = query.data;

  return (
    <>
      <BlogBreadcrumb current={t('explore.title')} />
      <ScreenTitle title={t('explore.title')} />
      <TitleSearch title={title} />
      <div className={query.isPlaceholderData ? `${styles.results} ${styles.fetching}` : styles.results} aria-busy={query.isFetching}>
        {data ? (
          <Results title={title.trim()} page={page} items={data.items} count={data.count} />
        ) : query.isError ? (
          <LoadFailed message={t('explore.failed')} onRetry={() => void query.refetch()} />
        ) : (
          <div className={styles.grid}>
            {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
              <ArticleCardSkeleton key={index} variant="card" />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

/** The search box: what is typed goes to the URL once typing pauses, and a new search starts at page 1. */
function TitleSearch({ title }: { title: string }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(title);
  const settled = useDebouncedValue(typed, LIST_SEARCH_DEBOUNCE_MS);

  // Only a newly settled value searches: a title the URL changed (Back) is not sent back.
  const search = useEffectEvent((value: string) => {
    if (value === title) return;
    // replace: each pause in typing is not a page of its own in the history.
    void navigate({ ...paths.blogExploreMore(value ? { title: value } : {}), replace: true });
  });
  useEffect(() => search(settled), [settled]);

  return (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t('explore.searchLabel')}
        type="search"
        placeholder={t('explore.searchPlaceholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
      />
    </form>
  );
}

interface ResultsProps {
  title: string;
  page: number;
  items: Parameters<typeof ArticleCard>[0]['article'][];
  count: number;
}

function Results({ title, page, items, count }: ResultsProps) {
  const { t } = useTranslation('blog');
  const countId = useId();
  if (count === 0) return <p className={styles.empty}>{title ? t('explore.noMatch', { title }) : t('explore.empty')}</p>;
  const search = title ? { title } : {};
  if (items.length === 0) {
    // An old or hand-typed address past the last page: say so and offer the way back.
    const last = pageCount(count, BLOG_PAGE_SIZE);
    return (
      <p className={styles.empty}>
        {t('explore.pastEnd', { page, last })} <Link {...paths.blogExploreMore({ ...search, page: last })}>{t('explore.toLastPage', { last })}</Link>
      </p>
    );
  }
  return (
    <>
      <p id={countId} className={styles.count} role="status">
        {t('explore.count', { count })}
      </p>
      <ul className={styles.grid} aria-describedby={countId}>
        {items.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} variant="card" headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        count={count}
        pageSize={BLOG_PAGE_SIZE}
        labels={{
          nav: t('pagination.label'),
          firstPage: t('pagination.firstPage'),
          previousPage: t('pagination.previousPage'),
          nextPage: t('pagination.nextPage'),
          lastPage: t('pagination.lastPage'),
          page: (target) => t('pagination.page', { page: target }),
        }}
        renderLink={(target, props) => <Link {...paths.blogExploreMore({ ...search, page: target })} {...props} />}
      />
    </>
  );
}
