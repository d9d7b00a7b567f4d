import type { BlogArticle, OfflineCatalogue, SiteLanguage, TestCenter } from '@labstore/domain';
import { Dexie, type EntityTable } from 'dexie';

// DESIGN.md Offline: what the storefront keeps on the device for reading
// with no network. All of it is public, the same for every visitor (the
// catalogue, articles read, test centers searched by zip): nothing personal
// is written here, so it is not cleared at sign-out (docs/decisions.md).

export const OFFLINE_DB_NAME = 'labstore-offline';

/** Issue 16: one copy of the catalogue per language it was asked in, kept under that language. */
export interface KeptCatalogue {
  id: SiteLanguage;
  catalogue: OfflineCatalogue;
  keptAt: number;
}

export interface KeptArticle {
  slug: string;
  article: BlogArticle;
  keptAt: number;
}

export interface KeptTestCenters {
  zip: string;
  centers: TestCenter[];
  keptAt: number;
}

export type OfflineDb = Dexie & {
  catalogue: EntityTable<KeptCatalogue, 'id'>;
  articles: EntityTable<KeptArticle, 'slug'>;
  testCenters: EntityTable<KeptTestCenters, 'zip'>;
};

export function openOfflineDb(name: string = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({ catalogue: 'id', articles: 'slug, keptAt', testCenters: 'zip, keptAt' });
  // Version 1 kept one copy, of no stated language, under 'current': dropped, the next refresh keeps one per language.
  db.version(2)
    .stores({ catalogue: 'id', articles: 'slug, keptAt', testCenters: 'zip, keptAt' })
    .upgrade((transaction) => transaction.table('catalogue').clear());
  return db;
}
