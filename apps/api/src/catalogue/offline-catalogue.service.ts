import type { Database } from '@labstore/db';
import type { OfflineCatalogue, OfflineProduct } from '@labstore/domain';
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
export async function loadOfflineCatalogue(db: Kysely<Database>): Promise<OfflineCatalogue> {
  const offline = offlineCatalogueRepository(db);
  const [rows, members, categoryRows] = await Promise.all([offline.products(), offline.panelMembers(), categoriesRepository(db).listAll()]);
  const childIds = new Map<string, string[]>();
  for (const { parent_id, child_id } of members) childIds.set(parent_id, [...(childIds.get(parent_id) ?? []), child_id]);
  return {
    products: rows.map((row) => toOfflineProduct(row, childIds.get(row.id) ?? [])),
    categories: categoryRows.map(toCategoryResponse),
  };
}
