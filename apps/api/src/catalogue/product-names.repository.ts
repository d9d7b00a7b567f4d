import type { Database } from '@labstore/db';
import type { SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';

/**
 * Issue 16: the names of these products in `language`, for the answers of
 * other features that show product names (the cart and checkout); a product
 * with no name in it is not in the map, and keeps its English name.
 */
export async function productNamesIn(db: Kysely<Database>, language: SiteLanguage, productIds: readonly string[]): Promise<Map<string, string>> {
  if (language === 'en' || productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_translations')
    .select(['product_id', 'name'])
    .where('language', '=', language)
    .where('product_id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.name]));
}
