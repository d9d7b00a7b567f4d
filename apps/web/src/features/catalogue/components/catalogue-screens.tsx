import '../i18n';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { paths } from '../../../lib/paths';
import { useAllProducts } from '../api/get-all-products';
import { useCategoryProducts } from '../api/get-category-products';
import { nextSort } from '../catalogue-search';
import { Breadcrumb, CurrentCrumb } from './breadcrumb';
import { ProductListArea } from './product-list-area';
import { SortButtons } from './sort-buttons';
import styles from './catalogue-screens.module.css';

// spec/02 2.3: the Tests list (all) and one category's tests, 10 a page,
// page and sort in the URL. A lazily loaded route chunk (decisions.md).

const allRoute = getRouteApi('/all');
const categoryRoute = getRouteApi('/category/$id');

export function CatalogueScreen() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const { page = 1, sort } = allRoute.useSearch();
  const query = useAllProducts(page, sort);
  return (
    <>
      <Breadcrumb>
        <CurrentCrumb>{t('breadcrumb.tests')}</CurrentCrumb>
      </Breadcrumb>
      <ScreenTitle title={t('catalogue.title')} />
      {/* A new sort starts again from page 1. */}
      <SortButtons sort={sort} onSort={(column) => void navigate(paths.catalogue({ sort: nextSort(sort, column) }))} />
      <ProductListArea
        data={query.data}
        fetching={query.isPlaceholderData}
        page={page}
        renderPageLink={(target, props) => <Link {...paths.catalogue({ page: target, sort })} {...props} />}
      />
    </>
  );
}

export function CategoryScreen() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const { id } = categoryRoute.useParams();
  const { page = 1, sort } = categoryRoute.useSearch();
  const query = useCategoryProducts(id, page, sort);
  // The browse answer is rows only; each carries its category's name.
  const name = query.data?.items[0]?.categoryName ?? undefined;
  if (query.data === null) {
    return (
      <>
        <ScreenTitle title={t('category.fallbackTitle')} />
        <p className={styles.notice}>{t('category.notFound')}</p>
        <Link {...paths.catalogue()}>{t('list.browseAll')}</Link>
      </>
    );
  }
  return (
    <>
      <Breadcrumb throughTests>
        <CurrentCrumb>{name ?? <span className={styles.crumbSkeleton} aria-hidden="true" />}</CurrentCrumb>
      </Breadcrumb>
      {name || query.data ? (
        <ScreenTitle title={name ?? t('category.fallbackTitle')} />
      ) : (
        <span className={styles.titleSkeleton} aria-hidden="true" />
      )}
      <SortButtons sort={sort ?? 'name'} onSort={(column) => void navigate(paths.category(id, { sort: nextSort(sort ?? 'name', column) }))} />
      <ProductListArea
        data={query.data}
        fetching={query.isPlaceholderData}
        page={page}
        renderPageLink={(target, props) => <Link {...paths.category(id, { page: target, sort })} {...props} />}
      />
    </>
  );
}
