import '../i18n';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/ui/screen-title';
import type { TypeList } from '../../../lib/catalogue-urls';
import { useCategoryName } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAllProducts } from '../api/get-all-products';
import { useCategoryProducts } from '../api/get-category-products';
import { useProductsOfType } from '../api/get-products-of-type';
import { nextSort, type CatalogueSort } from '../catalogue-search';
import { isTypeList, TYPE_LIST_FLAGS } from '../type-lists';
import { Breadcrumb, CurrentCrumb } from './breadcrumb';
import { ProductListArea } from './product-list-area';
import { SortButtons } from './sort-buttons';
import { TypeFilter } from './type-filter';
import styles from './catalogue-screens.module.css';

// spec/02 2.1, 2.3: the Tests list (all), its panels and individual tests
// (all/{panels}) and one category's tests, 10 a page, page and sort in the
// URL. A lazily loaded route chunk (decisions.md); the routes' loaders have
// started the queries read here.

const allRoute = getRouteApi('/all');
const typeListRoute = getRouteApi('/all/$panels');
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
      <TypeFilter current="all" sort={sort} />
      {/* A new sort starts again from page 1. */}
      <SortButtons sort={sort} onSort={(column) => void navigate(paths.catalogue({ sort: nextSort(sort, column) }))} />
      <ProductListArea
        data={query.data}
        fetching={query.isPlaceholderData}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        page={page}
        renderPageLink={(target, props) => <Link {...paths.catalogue({ page: target, sort })} {...props} />}
      />
    </>
  );
}

/** spec/02 2.1 all/{panels}: all/panels (type 8) or all/tests (types 1 and 2); any other segment is not a list. */
export function TypeListScreen() {
  const { panels: segment } = typeListRoute.useParams();
  const { page = 1, sort } = typeListRoute.useSearch();
  if (!isTypeList(segment)) return <TypeListNotFound />;
  return <TypeListView list={segment} page={page} sort={sort} />;
}

function TypeListView({ list, page, sort }: { list: TypeList; page: number; sort: CatalogueSort | undefined }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const query = useProductsOfType(TYPE_LIST_FLAGS.get(list), page, sort);
  const title = t(`typeList.${list}`);
  return (
    <>
      <Breadcrumb throughTests>
        <CurrentCrumb>{title}</CurrentCrumb>
      </Breadcrumb>
      <ScreenTitle title={title} />
      <TypeFilter current={list} sort={sort} />
      <SortButtons sort={sort} onSort={(column) => void navigate(paths.catalogueOfType(list, { sort: nextSort(sort, column) }))} />
      <ProductListArea
        data={query.data}
        fetching={query.isPlaceholderData}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        countLabel={list === 'panels' ? (count) => t('typeList.panelCount', { count }) : undefined}
        page={page}
        renderPageLink={(target, props) => <Link {...paths.catalogueOfType(list, { page: target, sort })} {...props} />}
      />
    </>
  );
}

function TypeListNotFound() {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {/* Home, Tests: the way back; there is no current list to name. */}
      <Breadcrumb throughTests>{null}</Breadcrumb>
      <ScreenTitle title={t('catalogue.title')} />
      <p className={styles.notice}>{t('typeList.notFound')}</p>
      <Link {...paths.catalogue()}>{t('list.browseAll')}</Link>
    </>
  );
}

export function CategoryScreen() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const { id } = categoryRoute.useParams();
  const { page = 1, sort } = categoryRoute.useSearch();
  const query = useCategoryProducts(id, page, sort);
  const categoryName = useCategoryName();
  // The browse answer is rows only; each carries its category's name and slug (the visitor's language's name by it).
  const first = query.data?.items[0];
  const name = first?.categoryName ? categoryName({ slug: first.categorySlug, name: first.categoryName }) : undefined;
  if (query.data === null) {
    return (
      <>
        <ScreenTitle title={t('category.fallbackTitle')} />
        <p className={styles.notice}>{t('category.notFound')}</p>
        <Link {...paths.catalogue()}>{t('list.browseAll')}</Link>
      </>
    );
  }
  const known = name !== undefined || query.data !== undefined || query.isError;
  return (
    <>
      <Breadcrumb throughTests>
        <CurrentCrumb>{known ? (name ?? t('category.fallbackTitle')) : <span className={styles.crumbSkeleton} aria-hidden="true" />}</CurrentCrumb>
      </Breadcrumb>
      {known ? <ScreenTitle title={name ?? t('category.fallbackTitle')} /> : <span className={styles.titleSkeleton} aria-hidden="true" />}
      <SortButtons sort={sort ?? 'name'} onSort={(column) => void navigate(paths.category(id, { sort: nextSort(sort ?? 'name', column) }))} />
      <ProductListArea
        data={query.data}
        fetching={query.isPlaceholderData}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        page={page}
        renderPageLink={(target, props) => <Link {...paths.category(id, { page: target, sort })} {...props} />}
      />
    </>
  );
}
