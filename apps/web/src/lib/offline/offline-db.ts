import type { BlogArticle, OfflineCatalogue, TestCenter } from '@labstore/domain';
import { Dexie, type EntityTable } from 'dexie';

// DESIGN.md Offline: what the storefront keeps on the device for reading
// with no network. All of it is public, the same for every visitor (the
// catalogue, articles read, test centers searched by zip): nothing personal
// is written here, so it is not cleared at sign-out (docs/decisions.md).

export const OFFLINE_DB_NAME = 'labstore-offline';
export const CATALOGUE_ID = 'current';

export interface KeptCatalogue {
  id: typeof CATALOGUE_ID;
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
  return db;
}
