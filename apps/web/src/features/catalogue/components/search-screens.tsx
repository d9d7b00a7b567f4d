import '../i18n';
import { SEARCH_MIN_LENGTH } from '@labstore/domain';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { paths } from '../../../lib/paths';
import { searchableTerm, useSearchProducts } from '../api/search-products';
import { Breadcrumb, CurrentCrumb } from './breadcrumb';
import { NeedHelpBox } from './need-help-box';
import type { PageLinkProps } from '../../../components/ui/pagination';
import { ProductListArea } from './product-list-area';
import styles from './search-screens.module.css';

// spec/02 2.5: search results, from the header box (search/{text}) or the
// popup (search?query=). A lazily loaded route chunk.

const searchTextRoute = getRouteApi('/search/$text');
const searchQueryRoute = getRouteApi('/search');

export function SearchTextScreen() {
  const { text } = searchTextRoute.useParams();
  const { page = 1 } = searchTextRoute.useSearch();
  return <SearchResults text={text} page={page} renderPageLink={(target, props) => <Link {...paths.search(text, target)} {...props} />} />;
}

export function SearchQueryScreen() {
  const { query = '', page = 1 } = searchQueryRoute.useSearch();
  return (
    <SearchResults text={query} page={page} renderPageLink={(target, props) => <Link {...paths.searchQuery(query, target)} {...props} />} />
  );
}

interface SearchResultsProps {
  text: string;
  page: number;
  renderPageLink: (page: number, props: PageLinkProps) => ReactNode;
}

function SearchResults({ text: raw, page, renderPageLink }: SearchResultsProps) {
  const { t } = useTranslation('catalogue');
  const term = raw.trim();
  const searchable = searchableTerm(term) !== undefined;
  const query = useSearchProducts(term, page, searchable);
  const suggestion = query.data?.didYouMean;

  return (
    <>
      <Breadcrumb throughTests>
        <CurrentCrumb>{t('breadcrumb.search')}</CurrentCrumb>
      </Breadcrumb>
      <ScreenTitle title={t('search.title', { text: term })} />
      {/* docs/api-catalogue.md: named when the plain match found nothing, also when typo matches are listed. */}
      {searchable && suggestion && (
        <p className={styles.notice}>
          {t('search.didYouMean')}{' '}
          <Link {...paths.search(suggestion)} className={styles.suggestion}>
            {suggestion}
          </Link>
          ?
        </p>
      )}
      {!searchable ? (
        <p className={styles.error} role="alert">
          {t('search.tooShort', { min: SEARCH_MIN_LENGTH })}
        </p>
      ) : (
        <ProductListArea
          data={query.data}
          fetching={query.isPlaceholderData}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          page={page}
          renderPageLink={renderPageLink}
          empty={
            <p className={`${styles.notice} ${styles.noResults}`} role="status">
              {t('search.noResults', { text: term })}
            </p>
          }
        />
      )}
      <NeedHelpBox variant="search" />
    </>
  );
}
