import type { Database } from '@labstore/db';
import { PRODUCT_TYPE } from '@labstore/domain';
import type { Kysely } from 'kysely';

export function approvedTestsRepository(db: Kysely<Database>) {
  return {
    /**
     * Every active product by name, and whether it is an individual test
     * (not a panel) whose pwn code is on the partner's list (spec/03 Pwn Tests).
     */
    activeProducts() {
      return db
        .selectFrom('products as p')
        .select(['p.id', 'p.slug', 'p.name', 'p.product_type', 'p.pwn_code'])
        .select((eb) =>
          eb
            .and([
              eb('p.product_type', '<>', PRODUCT_TYPE.Panel),
              eb.exists(eb.selectFrom('partner_tests as t').select('t.id').whereRef('t.code', '=', 'p.pwn_code')),
            ])
            .as('is_partner_test'),
        )
        .where('p.is_active', '=', true)
        .orderBy('p.name')
        .orderBy('p.id')
        .execute();
    },

    /** The members of every active panel, with their type. */
    activePanelMembers() {
      return db
        .selectFrom('product_children as pc')
        .innerJoin('products as panel', 'panel.id', 'pc.parent_id')
        .innerJoin('products as member', 'member.id', 'pc.child_id')
        .select(['pc.parent_id', 'pc.child_id', 'member.product_type as child_type'])
        .where('panel.product_type', '=', PRODUCT_TYPE.Panel)
        .where('panel.is_active', '=', true)
        .execute();
    },
  };
}

export type ApprovedTestsRepository = ReturnType<typeof approvedTestsRepository>;
