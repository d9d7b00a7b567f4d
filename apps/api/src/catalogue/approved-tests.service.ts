import { approvedProductIds, PRODUCT_TYPE, type ApprovalProduct, type ApprovedProduct, type ListResponse } from '@labstore/domain';
import type { Database } from '@labstore/db';
import type { Kysely } from 'kysely';
import { approvedTestsRepository, type ApprovedTestsRepository } from './approved-tests.repository';

/**
 * spec/02 4.5 step 3, spec/02 7: the approved-test list, by name. The
 * database gives the facts (active tests on the partner's list, the members
 * of active panels); the rule is packages/domain's approvedProductIds, which
 * the checkout's Error 101 check uses too.
 */
export async function listApprovedProducts(repository: ApprovedTestsRepository) {
  const [products, memberships] = await Promise.all([repository.activeProducts(), repository.activePanelMembers()]);
  const panels = new Map<string, ApprovalProduct[]>();
  for (const { parent_id, child_id, child_type } of memberships) {
    const members = panels.get(parent_id) ?? [];
    members.push({ id: child_id, productType: child_type });
    panels.set(parent_id, members);
  }
  const approved = approvedProductIds({
    approvedTestIds: products.filter((product) => product.is_partner_test).map((product) => product.id),
    panels: [...panels].map(([id, members]) => ({ id, members })),
  });
  return products.filter((product) => approved.has(product.id));
}

/** GET /api/pwnhealth/products/approved: the list as the API answers it; a panel has no pwn code of its own. */
export async function approvedProductList(db: Kysely<Database>): Promise<ListResponse<ApprovedProduct>> {
  const items = (await listApprovedProducts(approvedTestsRepository(db))).map((product) => ({
    id: product.id,
    slug: product.slug,
    name: product.name,
    productType: product.product_type,
    pwnCode: product.product_type === PRODUCT_TYPE.Panel ? null : product.pwn_code,
  }));
  return { items, count: items.length };
}
