import type { Database } from '@labstore/db';
import { sql, type Kysely } from 'kysely';

// spec/03 3 promo code: promoType 0 = order, 1 = product.
const PRODUCT_PROMO_TYPE = 1;

/**
 * spec/03 3: the product promo codes usable now, the one definition of it
 * (docs/decisions.md, promo codes usable now): promo type product, active,
 * started (or no start), not finished (or no finish; the finish is the last
 * usable instant), and not used up, where a total use limit of 0 means no
 * limit. The customer use limit needs a customer, so it is checked when a
 * code is applied, not here. "Now" is the database's clock.
 */
function usableProductPromoCodes(db: Kysely<Database>) {
  return db
    .selectFrom('promo_codes as pc')
    .where('pc.promo_type', '=', PRODUCT_PROMO_TYPE)
    .where('pc.is_active', '=', true)
    .where((eb) => eb.or([eb('pc.date_start', 'is', null), eb('pc.date_start', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('pc.date_finish', 'is', null), eb('pc.date_finish', '>=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('pc.total_use_limit', '=', 0), eb('pc.total_used', '<', eb.ref('pc.total_use_limit'))]));
}

/** The ids of the products a usable product promo code names: the catalogue's "with a promo" filter, as a subquery. */
export function productsWithUsablePromoCode(db: Kysely<Database>) {
  return usableProductPromoCodes(db).innerJoin('promo_code_products as pcp', 'pcp.promo_code_id', 'pc.id').select('pcp.product_id');
}
