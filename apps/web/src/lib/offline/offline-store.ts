import {
  indexOfflineCatalogue,
  offlineCatalogueSchema,
  offlineProductDetail,
  offlineProductPage,
  offlineSearchPage,
  type BlogArticle,
  type ListResponse,
  type OfflineCatalogue,
  type OfflineCatalogueIndex,
  type OfflineListFilter,
  type OfflinePage,
  type ProductDetail,
  type ProductListItem,
  type ProductSearchResult,
  type SiteLanguage,
  type TestCenter,
  isSiteLanguage,
} from '@labstore/domain';
import i18next from 'i18next';
import { http } from '../http-client';
import { openOfflineDb, type OfflineDb } from './offline-db';

// The storefront's copy of public reads for offline use (DESIGN.md Offline),
// in its own chunk: Dexie, the catalogue schema and the search rules load only
// when the page is up or the network has failed (decisions.md, first load).

/** How many articles read and zips searched are kept, the newest: enough for a visit to a test center, never unbounded. */
export const KEPT_ARTICLES = 50;
export const KEPT_ZIPS = 20;

export interface OfflineStore {
  /** Downloads the catalogue and keeps it, replacing the previous copy. */
  refreshCatalogue(): Promise<void>;
  product(idOrSlug: string): Promise<ProductDetail | undefined>;
  productPage(filter: OfflineListFilter, page: OfflinePage): Promise<ListResponse<ProductListItem> | undefined>;
  search(term: string, skip: number, top: number): Promise<ProductSearchResult | undefined>;
  keepArticle(article: BlogArticle): Promise<void>;
  article(slug: string): Promise<BlogArticle | undefined>;
  keepTestCenters(zip: string, centers: TestCenter[]): Promise<void>;
  testCenters(zip: string): Promise<TestCenter[] | undefined>;
}

export interface OfflineStoreDeps {
  db: OfflineDb;
  /** Downloads the catalogue in the site language (the HTTP client sends it). */
  fetchCatalogue: () => Promise<OfflineCatalogue>;
  /** The site language: offline reads answer from its copy (issue 16), else from a copy in another language. */
  readLanguage?: () => SiteLanguage;
  now?: () => number;
}

export function createOfflineStore({ db, fetchCatalogue, readLanguage = () => 'en', now = Date.now }: OfflineStoreDeps): OfflineStore {
  // Built once per copy: reading and indexing the whole catalogue on every
  // offline read would cost more than the search itself.
  const indexes = new Map<SiteLanguage, Promise<OfflineCatalogueIndex | undefined>>();

  async function keptCopy(language: SiteLanguage): Promise<OfflineCatalogue | undefined> {
    // A visitor who switched language with no network reads the copy there is, marked in its language.
    const kept = (await db.catalogue.get(language)) ?? (await db.catalogue.toCollection().first());
    return kept?.catalogue;
  }

  function catalogueIndex(): Promise<OfflineCatalogueIndex | undefined> {
    const language = readLanguage();
    let index = indexes.get(language);
    if (!index) {
      const reading = keptCopy(language).then((kept) => (kept ? indexOfflineCatalogue(kept) : undefined));
      // A failed read, or no copy yet, is not kept: the next read tries again.
      void reading.then((found) => found ?? indexes.delete(language), () => indexes.delete(language));
      indexes.set(language, reading);
      index = reading;
    }
    return index;
  }

  async function keepNewest(table: OfflineDb['articles'] | OfflineDb['testCenters'], limit: number): Promise<void> {
    const stale = await table.orderBy('keptAt').reverse().offset(limit).primaryKeys();
    if (stale.length > 0) await table.bulkDelete(stale);
  }

  return {
    async refreshCatalogue() {
      const catalogue = await fetchCatalogue();
      await db.catalogue.put({ id: catalogue.language, catalogue, keptAt: now() });
      indexes.set(catalogue.language, Promise.resolve(indexOfflineCatalogue(catalogue)));
    },
    async product(idOrSlug) {
      const found = await catalogueIndex();
      return found && offlineProductDetail(found, idOrSlug);
    },
    async productPage(filter, page) {
      const found = await catalogueIndex();
      return found && offlineProductPage(found, filter, page);
    },
    async search(term, skip, top) {
      const found = await catalogueIndex();
      return found && offlineSearchPage(found, term, skip, top);
    },
    async keepArticle(article) {
      await db.articles.put({ slug: article.slug, article, keptAt: now() });
      await keepNewest(db.articles, KEPT_ARTICLES);
    },
    async article(slug) {
      return (await db.articles.get(slug))?.article;
    },
    async keepTestCenters(zip, centers) {
      await db.testCenters.put({ zip, centers, keptAt: now() });
      await keepNewest(db.testCenters, KEPT_ZIPS);
    },
    async testCenters(zip) {
      return (await db.testCenters.get(zip))?.centers;
    },
  };
}

export const offlineStore = createOfflineStore({
  db: openOfflineDb(),
  // Silent: a background refresh that fails leaves the last copy in place and says nothing.
  fetchCatalogue: () => http.request('/api/catalogue/offline', { schema: offlineCatalogueSchema, silent: true, background: true, revalidate: true }),
  readLanguage: () => (isSiteLanguage(i18next.language) ? i18next.language : 'en'),
});
