import type { Database } from '@labstore/db';
import type { SiteLanguage } from '@labstore/domain';
import type { Kysely } from 'kysely';
import { baseQuery, listedProducts, PRODUCT_COLUMNS } from './products.repository';

/**
 * What the storefront keeps for offline reading (docs/decisions.md, the
 * offline catalogue): every listed product and every member of a listed
 * panel (a member may itself be hidden, spec/02 3), with the panels' member
 * lists in their order.
 */
export function offlineCatalogueRepository(db: Kysely<Database>, language: SiteLanguage) {
  const listedIds = () => listedProducts(db, language).select('p.id');
  return {
    /** Issue 16: in `language` where a product has it, so a Spanish visitor reads and finds Spanish names offline. */
    products() {
      return baseQuery(db, language)
        .select([...PRODUCT_COLUMNS, 'p.search_priority'])
        .where((eb) =>
          eb.or([
            eb('p.id', 'in', listedIds()),
            eb('p.id', 'in', db.selectFrom('product_children as pc').select('pc.child_id').where('pc.parent_id', 'in', listedIds())),
          ]),
        )
        .orderBy('p.id')
        .execute();
    },

    /** Member ids of every listed panel, each panel's in order (as childrenOf orders them). */
    panelMembers() {
      return db
        .selectFrom('product_children as pc')
        .innerJoin('products as p', 'p.id', 'pc.child_id')
        .select(['pc.parent_id', 'pc.child_id'])
        .where('pc.parent_id', 'in', listedIds())
        .orderBy('pc.parent_id')
        .orderBy('pc.position')
        .orderBy('p.id')
        .execute();
    },
  };
}

export type OfflineProductRow = Awaited<ReturnType<ReturnType<typeof offlineCatalogueRepository>['products']>>[number];
