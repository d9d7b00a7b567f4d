import type { Database } from '@labstore/db';
import { byNameThenId, type OfflineCatalogue, type OfflineProduct, type SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { toCategoryResponse } from './categories.mapper';
import { categoriesRepository } from './categories.repository';
import { offlineCatalogueRepository, type OfflineProductRow } from './offline-catalogue.repository';
import { toProductBody } from './products.mapper';

function toOfflineProduct(row: OfflineProductRow, childIds: string[]): OfflineProduct {
  const { children: _children, ...detail } = toProductBody(row, []);
  return { ...detail, searchPriority: row.search_priority, childIds };
}

/** The public catalogue whole, for the storefront to keep (docs/decisions.md, the offline catalogue). */
export async function loadOfflineCatalogue(db: Kysely<Database>, language: SiteLanguage): Promise<OfflineCatalogue> {
  const offline = offlineCatalogueRepository(db, language);
  const [rows, members, categoryRows] = await Promise.all([offline.products(), offline.panelMembers(), categoriesRepository(db, language).listAll()]);
  const childIds = new Map<string, string[]>();
  for (const { parent_id, child_id } of members) childIds.set(parent_id, [...(childIds.get(parent_id) ?? []), child_id]);
  return {
    language,
    products: rows.map((row) => toOfflineProduct(row, childIds.get(row.id) ?? [])),
    categories: categoryRows.sort(byNameThenId(language)).map(toCategoryResponse),
  };
}
